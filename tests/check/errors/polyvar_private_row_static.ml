type t = private [< `A | `B > `A `B ]
