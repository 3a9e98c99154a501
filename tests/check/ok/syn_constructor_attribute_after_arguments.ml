(* An attribute after a constructor's arguments is the constructor's: its argument types are
   atomic in OCaml's grammar. *)
type t = A of string [@warn_on_literal_pattern] | B of int * bool [@deprecated_mutable] | C of { x : int } [@foo]
type u = D : int -> u [@bar] | E : string * int -> u [@baz]
exception E1 of string [@warn_on_literal_pattern]
exception E2 of int * int [@foo]
type v = ..
type v += F of int [@warn_on_literal_pattern] | G of string list [@foo]
let x = A "a"
let y = function [] -> 0 | (::) (a, _) -> a
