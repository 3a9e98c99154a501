(* Warning 55 of [@local] functions follows the command line: a [@@@warning] attribute of the
   file does not silence it (ocamlc checks after typing), and it comes after the unit's
   unused-name warnings. *)
[@@@warning "-55"]
let f l =
  let[@local] add acc x = acc + x in
  let unused = 0 in
  List.fold_left add 0 l
