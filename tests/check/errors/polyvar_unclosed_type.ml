type t = [< `A | `B
