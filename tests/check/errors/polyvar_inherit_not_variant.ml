type t = [ `A | int ]
