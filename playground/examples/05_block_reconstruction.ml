(* A block rebuilt from the fields of another of the same shape.
   [to_result] maps [Some v] to [Ok v] and [None] to [Error]: both
   constructors have the same representation, so the function returns its
   argument as it is. [of_pair] builds a record from the components of a
   pair: the same block again, from another type. *)

type result = Ok of int | Error

let to_result = function Some v -> Ok v | None -> Error

type point = { x : int; y : int }

let of_pair (a, b) = { x = a; y = b }

let show = function Ok v -> Printf.sprintf "Ok %d" v | Error -> "Error"

let () =
  print_endline (show (to_result (Some 3)));
  print_endline (show (to_result None));
  let p = of_pair (1, 2) in
  Printf.printf "{ x = %d; y = %d }\n" p.x p.y
