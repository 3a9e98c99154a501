(* Ordinary variants written in GADT syntax. *)
type 'a opt = None_ : 'a opt | Some_ : 'a -> 'a opt
type shape = Circle : float -> shape | Rect : float * float -> shape
type _ box = Box : 'a -> 'a box
let get (Box x) = x
let to_option = function None_ -> None | Some_ x -> Some x
let area = function Circle r -> r *. r *. 3.14 | Rect (w, h) -> w *. h
type rec_ctor = Point : { x : int; y : int } -> rec_ctor
let px (Point { x; _ }) = x
