(* Warning 52 at the first argument that tests a literal, at any depth, for the predefined
   exceptions with arguments, a constructor declared [@warn_on_literal_pattern] and an
   exception declared so. Each is the first case of its match. *)
let a s = try int_of_string s with Failure "int_of_string" -> 0
let b f = try f () with Invalid_argument ("index out of bounds" | "x") -> 1
let c f = try f () with Sys_error ("" as m) -> String.length m
let d = function Match_failure ("m.ml", 1, _) -> true | _ -> false
let e = function Assert_failure (_, 3, 4) -> 1 | _ -> 0
let f = function Undefined_recursive_module (_, _, 7) -> 1 | _ -> 0

type t = A of string [@warn_on_literal_pattern] | B of int * (int * string) [@ocaml.warn_on_literal_pattern] | C
let g = function A "x" -> 1 | _ -> 2
let h = function B (_, (_, "y")) -> 1 | _ -> 2
let i = function B ((1 | 2), _) -> 1 | _ -> 2

exception E of int list [@warn_on_literal_pattern]
let j = function E [1; _] -> 1 | _ -> 2
let k = function E (_ :: [] | [2]) -> 1 | _ -> 2

(* No warning: no literal, or the constructor does not ask for it. *)
let l s = try int_of_string s with Failure _ -> 0
let m = function Some "x" -> 1 | _ -> 2
exception F = Failure
let n = function F "x" -> 1 | _ -> 2
