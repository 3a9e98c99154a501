type v = A | B of int | C of int * int
type r = { mutable count : int; name : string }
type p = { x : float; y : float }
let f = function A -> 0 | B x -> x | C (x, y) -> x * y
let () =
  let t = (1, (2, 3)) in
  let (a, (b, c)) = t in
  print_int (a + b * c); print_string "\n";
  print_int (f A + f (B 5) + f (C (6, 7))); print_string "\n";
  let r = { count = 0; name = "r" } in
  r.count <- r.count + 41;
  r.count <- r.count + 1;
  print_string r.name; print_int r.count; print_string "\n";
  let p = { x = 1.5; y = 2.25 } in
  print_int (int_of_float (p.x *. p.y *. 100.)); print_string "\n";
  let arr = [| 10; 20; 30 |] in
  arr.(1) <- arr.(0) + arr.(2);
  print_int (Array.length arr + arr.(1)); print_string "\n"
