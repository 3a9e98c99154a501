let f : (int, unit, unit) format = "%s"
