let f : (int -> unit, unit, unit) format = "%{%d%}"
