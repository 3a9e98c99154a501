type exp = Var of int | Let of (int * exp) * exp

(* [@tailcall] picks the call to transform; [@tailcall false] opts out. No diagnostic. *)
let[@tail_mod_cons] rec map_vars f exp =
  match exp with
  | Var v -> Var (f v)
  | Let ((v, def), body) ->
    Let ((f v, map_vars f def), (map_vars[@tailcall]) f body)

let[@tail_mod_cons] rec map_vars' f exp =
  match exp with
  | Var v -> Var (f v)
  | Let ((v, def), body) ->
    Let ((f v, (map_vars'[@tailcall false]) f def), map_vars' f body)

(* An ambiguous constructor that is not in TMC position is no error. *)
type t = K of t * (t * t) | L

let[@tail_mod_cons] rec copy = function
  | L -> L
  | K (t, (u, v)) -> K ((copy[@tailcall]) t, (copy u, copy v))

let[@tail_mod_cons] rec flatten = function
  | [] -> []
  | xs :: xss ->
    let[@tail_mod_cons] rec append_flatten xs xss =
      match xs with
      | [] -> flatten xss
      | x :: xs -> x :: append_flatten xs xss
    in append_flatten xs xss

(* Warning 71 all the same: ocamlc's pass runs after the scope of the attribute is closed. *)
let[@ocaml.warning "-71"][@tail_mod_cons] rec length l =
  match l with
  | [] -> 0
  | _ :: xs -> 1 + length xs
