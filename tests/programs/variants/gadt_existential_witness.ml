(* Existential types of a GADT pattern refined by a later match on an equality witness, as OCaml
   allows: the witness's constructor gives the existential an equation inside its branch. *)
type (_, _) eq = Refl : ('a, 'a) eq

type packed = Packed : 'a * ('a, int) eq option -> packed
let add_one (Packed (v, w)) = match w with Some Refl -> v + 1 | None -> 0
let () = Printf.printf "add_one: %d %d\n" (add_one (Packed (41, Some Refl))) (add_one (Packed ("x", None)))

(* A type representation: the existential is compared with known types. *)
type _ ty = Int : int ty | String : string ty | List : 'a ty -> 'a list ty
type dyn = Dyn : 'a ty * 'a -> dyn

let rec eq_ty : type a b. a ty -> b ty -> (a, b) eq option =
 fun a b ->
  match (a, b) with
  | Int, Int -> Some Refl
  | String, String -> Some Refl
  | List a, List b -> (match eq_ty a b with Some Refl -> Some Refl | None -> None)
  | _ -> None

let as_int (Dyn (t, v)) = match eq_ty t Int with Some Refl -> Some (v * 2) | None -> None
let as_ints (Dyn (t, v)) = match eq_ty t (List Int) with Some Refl -> List.fold_left ( + ) 0 v | None -> -1

let rec show : type a. a ty -> a -> string =
 fun t v ->
  match t with
  | Int -> string_of_int v
  | String -> Printf.sprintf "%S" v
  | List t -> "[" ^ String.concat "; " (List.map (show t) v) ^ "]"

let values = [ Dyn (Int, 21); Dyn (String, "hi"); Dyn (List Int, [ 1; 2; 3 ]); Dyn (List (List String), [ [ "a" ]; [] ]) ]
let () =
  List.iter
    (fun (Dyn (t, v) as d) ->
      let i = match as_int d with Some n -> string_of_int n | None -> "-" in
      Printf.printf "%s: as_int %s, as_ints %d\n" (show t v) i (as_ints d))
    values

(* The witness matched inside the same pattern as the existential. *)
type cell = Cell : 'a ref * ('a, string) eq -> cell
let set_all cells (s : string) = List.iter (fun (Cell (r, Refl)) -> r := s) cells
let () =
  let a = ref "a" and b = ref "b" in
  set_all [ Cell (a, Refl); Cell (b, Refl) ] "z";
  Printf.printf "cells: %s %s\n" !a !b

(* Two existentials, refined one after the other. *)
type pair = Pair : 'a * 'b * ('a, int) eq * ('b, float) eq -> pair
let total (Pair (x, y, e1, e2)) = match e1 with Refl -> (match e2 with Refl -> float_of_int x +. y)
let () = Printf.printf "total: %g\n" (total (Pair (2, 0.5, Refl, Refl)))
