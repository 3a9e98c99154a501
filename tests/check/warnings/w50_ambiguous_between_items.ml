(* A doc comment right after one item and right before the next, with no blank line on either
   side, documents both: ocamlc calls it ambiguous. Set apart by a blank line, it documents one. *)
let x = 1
(** between x and y *)
let y = 2

let z = 3 (** after z, on its line *)
let w = 4

(** before v only *)
let v = 5
(** after v only *)

let u = 6
