type u = [ `A | `A of int ]
