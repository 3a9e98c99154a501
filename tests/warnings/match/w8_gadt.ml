type _ t = I : int -> int t | B : bool -> bool t | S : string -> string t
let f : type a. a t -> int = function
  | I n -> n
  | B _ -> 1
