let f x = match x with `A, `B -> 1 | _, `C -> 2
let g = function `A (`B, x) -> x | `A (`C, _) -> 0
let h l = List.map (function `Some x -> x | `None -> 0) l
let rec fold f acc = function `Nil -> acc | `Cons (x, r) -> fold f (f acc x) r
let cmp a b = compare (a : [ `Lo | `Hi ]) b
let k = fun (x : [< `A | `B > `A ]) -> match x with `A -> 0 | `B -> 1
let m (x : [ `A | `B ]) = match x with `A as a -> a | `B -> `C
let n x = (x : [< `A ] :> [> `A | `B ])
let o = ((`A : [ `A ]) :> [ `A | `B ])
let p (f : [< `X | `Y ] -> unit) = f `X; f `Y
let q = [ `A; `B 1; `C "s" ] |> List.map (function `A -> 0 | `B n -> n | `C s -> String.length s)
let r = fun x -> if x then `Yes 1 else `No "x"
module type S = sig type t val v : t -> [ `Ok | `Err of string ] end
module F (X : S) = struct let check x = match X.v x with `Ok -> true | `Err _ -> false end
let s = let f = function `A -> `B | `B -> `A in f (f `A)
