type pair = { left : int; right : int }
let () =
  let (a, b), c = (1, 2), 3 in
  Printf.printf "%d %d %d\n" a b c;
  let { left; right = r } = { left = 10; right = 20 } in
  Printf.printf "%d %d\n" left r;
  let [| x; y |] = [| 5; 6 |] in
  Printf.printf "%d %d\n" x y;
  let v = 1 in
  (match v with _ -> ());
  let h :: _ = [ 7; 8 ] in
  Printf.printf "%d\n" h;
  let f (a, _) { left; _ } = a + left in
  Printf.printf "%d\n" (f (1, "ignored") { left = 2; right = 0 });
  let _, second, _ = (1, "second", 3.0) in
  print_endline second;
  (try let [ z ] = [] in Printf.printf "%d\n" z with Match_failure (_, l, c) -> Printf.printf "Match_failure at line %d col %d\n" l c)
