let f : (bool -> unit, unit, unit) format = "%5b %d"
