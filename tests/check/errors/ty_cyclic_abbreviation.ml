type t = t list
