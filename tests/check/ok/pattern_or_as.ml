(* Or-patterns binding the same variables, and as-aliases at several depths. *)
type tok = Int of int | Float of float | Ident of string | Sym of char
let is_number = function Int _ | Float _ -> true | Ident _ | Sym _ -> false
let dup = function (Int x, _) | (_, Int x) -> x | _ -> 0
let keep_ident = function (Ident _ as t) -> Some t | _ -> None
let first_int = function (Int _ as t) :: _ | _ :: (Int _ as t) :: _ -> Some t | _ -> None
let nested = function Some ((1 | 2) as n, (_ as s)) -> n + String.length s | _ -> 0
let whole = function (x, y) as p when x = y -> [p] | (_ , _) -> []
