let f (x : [ `A | `B | `C ]) = match x with `A -> 1 | `B -> 2
let g (x : [ `A | `B of int ]) = match x with `A -> 1
let n (x : [ `A | `B ] * bool) = match x with (`A, true) -> 1 | (`B, _) -> 2
type t = [ `P | `Q ]
let o (x : [ t | `R ]) = match x with #t -> 1
let p = function `A 0 -> 1 | `B -> 2
