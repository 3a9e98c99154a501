(* A #t pattern is one pattern to the analysis of unused sub-patterns. *)
type t = [ `A | `B ]
type u = [ t | `C | `D ]
let f = function `A -> 0 | (`C | #t) -> 1 | `D -> 2
let g = function #t -> 0 | (`C | #t) -> 1 | `D -> 2
let h = function `A | `B -> 0 | #t -> 1 | #u -> 2
let i (x : u) = match x with `C -> 0 | (#t | `D | `C) -> 1
