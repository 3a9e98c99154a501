let f : (int -> unit, unit, string) format = "%d"
