(* Seed 000: functions that are the identity on the representation of values (block
   reconstruction), and recursive identities; each must return an equal value. *)
type return = Ok of int | Failure
let id_option = function Some x -> Ok x | None -> Failure
type record = { a : int; b : int }
let id_pair (x, y) = { a = x; b = y }
type typ1 = A of int | B of int * int
type typ2 = C of int | D of { x : int; y : int }
let id_variant = function A n -> C n | B (x, y) -> D { x; y }
type truc = T1 | T2 | T3
let id_const = function T1 -> T1 | T2 -> T2 | T3 -> T3
let id_if x = if x = 0 then 0 else x
let rec listid = function t :: q -> t :: listid q | [] -> []
let loose_id (a, b, _) = (a, b)
let () =
  List.iter (fun o -> match id_option o with Ok x -> Printf.printf "Ok %d\n" x | Failure -> print_endline "Failure") [ Some 3; None ];
  let r = id_pair (4, 5) in Printf.printf "{a=%d; b=%d}\n" r.a r.b;
  List.iter (fun v -> match id_variant v with C n -> Printf.printf "C %d\n" n | D { x; y } -> Printf.printf "D {x=%d; y=%d}\n" x y) [ A 1; B (2, 3) ];
  Printf.printf "%b\n" (List.map id_const [ T1; T2; T3 ] = [ T1; T2; T3 ]);
  Printf.printf "%d %d %d\n" (id_if 0) (id_if 7) (id_if (-7));
  let l = [ 1; 2; 3 ] in
  let l' = listid l in
  Printf.printf "%b %d\n" (l' = l) (List.length l');
  let a, b = loose_id (1, "two", 3.0) in Printf.printf "%d %s\n" a b
