(* Patterns on the left of let: tuples, records, constructors, arrays. *)
type r = { name : string; size : int }
type wrapper = Wrap of int * string
let (a, (b, c)) = (1, (2, 3))
let { name; size = s } = { name = "n"; size = 4 }
let Wrap (n, label) = Wrap (5, "five")
let [| x; y |] = [| 6; 7 |] [@@ocaml.warning "-8"]
let (h :: _) = [8] [@@ocaml.warning "-8"]
let f () = let (p, q) = (1, 2) and { size; _ } = { name = ""; size = 9 } in p + q + size
let _, second = ("ignored", 2)
