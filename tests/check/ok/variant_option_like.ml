(* A user-defined option-like type shadowing nothing from Stdlib. *)
type 'a maybe = Nothing | Just of 'a
let map f = function Nothing -> Nothing | Just x -> Just (f x)
let default d = function Nothing -> d | Just x -> x
let of_option = function None -> Nothing | Some x -> Just x
let cat_maybes l = List.filter_map (function Just x -> Some x | Nothing -> None) l
let r = cat_maybes [Just 1; Nothing; Just 3]
type 'a result_like = Ok' of 'a | Err of string
let guard b v = if b then Ok' v else Err "guard"
