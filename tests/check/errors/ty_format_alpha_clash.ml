let f : (int -> unit, unit, unit) format = "%a"
