type node = { name : string; next : node; prev : node }
let rec a = { name = "a"; next = b; prev = c }
and b = { name = "b"; next = c; prev = a }
and c = { name = "c"; next = a; prev = b }
let () =
  let rec walk n k = if k > 0 then (print_string n.name; walk n.next (k - 1)) in
  walk a 7; print_newline ();
  let rec back n k = if k > 0 then (print_string n.name; back n.prev (k - 1)) in
  back a 7; print_newline ();
  Printf.printf "%b %b\n" (a.next.next.next == a) (a.prev.prev == b)
type t = Leaf of int | Loop of t * t
let rec cyc = Loop (Leaf 1, cyc)
let () = match cyc with Loop (Leaf n, Loop (Leaf m, _)) -> Printf.printf "%d %d\n" n m | _ -> ()
