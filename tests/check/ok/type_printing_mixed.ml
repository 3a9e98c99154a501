(* Declarations whose -i form shows how the printer renders each construct. *)
type 'a tree = Leaf | Node of { left : 'a tree; value : 'a; right : 'a tree }
type ('k, 'v) table = ('k * 'v) list
type op = { name : string; mutable uses : int; run : int -> int -> int }
exception Overflow of { limit : int }
exception Custom of string * int
type ext = ..
type ext += Ext_a | Ext_b of int
external raw_length : string -> int = "%string_length"
let ( <?> ) a b = if a <> 0 then a else b
let f ?opt ~lbl x = (opt, lbl, x)
let g : 'a 'b. ('a -> 'b) -> 'a list -> 'b list = List.map
let arr : float array = [| 1. |]
let unit_fn () = ()
