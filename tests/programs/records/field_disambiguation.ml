type a = { id : int; label : string }
type b = { id : int; weight : float }
let show_a (r : a) = Printf.sprintf "a(%d,%s)" r.id r.label
let show_b (r : b) = Printf.sprintf "b(%d,%g)" r.id r.weight
let () =
  let x : a = { id = 1; label = "one" } in
  let y = { id = 2; weight = 2.5 } in
  print_endline (show_a x); print_endline (show_b y);
  let get_id (r : a) = r.id in
  Printf.printf "%d %d\n" (get_id x) y.id
module M = struct type t = { v : int; w : int } end
let () =
  let r = { M.v = 3; w = 4 } in
  Printf.printf "%d\n" (r.M.v + r.w);
  let open M in
  let s = { v = 10; w = 20 } in
  Printf.printf "%d\n" (s.v * s.w)
