type t = A | B of int | C of string * float
type 'a tree = Leaf | Node of 'a tree * 'a * 'a tree
type r = { x : int; mutable y : float }
type ('k, 'v) assoc = ('k * 'v) list
type 'a u = Inl of { z : 'a; mutable w : int } | Inr
type priv = private int
type ext = ..
type ext += E1 | E2 of int
exception Oops of string
exception Plain
let rec size = function Leaf -> 0 | Node (l, _, r) -> size l + 1 + size r
let get_x { x; _ } = x
let set_y r v = r.y <- v
let mk = { x = 1; y = 2. }
let upd r = { r with x = 3 }
let first : ('k, 'v) assoc -> 'k option = function [] -> None | (k, _) :: _ -> Some k
let inl z = Inl { z; w = 0 }
let bump = function Inl r -> r.w <- r.w + 1 | Inr -> ()
let classify = function A -> 0 | B n -> n | C (s, f) -> String.length s + int_of_float f
let raise_it () = raise (Oops "x")
let catch f = try f () with Oops s -> String.length s | Plain -> 0
type long_record = { alpha : int; beta : string -> (int -> bool) -> float list; gamma : (int * float) option array; delta : unit }
type big = First_constructor_name | Second_constructor_name of int | Third_constructor_name of string * string | Fourth
