let f : (unit, unit, unit, unit, unit, int) format6 = "abc%!"
