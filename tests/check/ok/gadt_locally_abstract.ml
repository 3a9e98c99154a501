(* Locally abstract types and type equality witnesses. *)
type (_, _) eq = Refl : ('a, 'a) eq
let cast : type a b. (a, b) eq -> a -> b = fun Refl x -> x
let sym : type a b. (a, b) eq -> (b, a) eq = fun Refl -> Refl
type _ ty = TInt : int ty | TString : string ty
let equal_ty : type a b. a ty -> b ty -> (a, b) eq option = fun a b ->
  match a, b with
  | TInt, TInt -> Some Refl
  | TString, TString -> Some Refl
  | _, _ -> None
let default : type a. a ty -> a = function TInt -> 0 | TString -> ""
let sort_uniq (type e) (cmp : e -> e -> int) (l : e list) = List.sort_uniq cmp l
