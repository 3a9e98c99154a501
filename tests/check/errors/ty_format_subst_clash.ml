let f : (int -> string -> unit, unit, unit) format = "%d %(%s%)"
