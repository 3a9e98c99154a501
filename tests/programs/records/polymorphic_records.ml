type ('k, 'v) entry = { key : 'k; value : 'v; mutable hits : int }
type 'a tree = { root : 'a; children : 'a tree list }
let rec size t = 1 + List.fold_left (fun a c -> a + size c) 0 t.children
let rec flatten t = t.root :: List.concat_map flatten t.children
let rec depth t = 1 + List.fold_left (fun a c -> max a (depth c)) 0 t.children
let leaf x = { root = x; children = [] }
let () =
  let e = { key = "k"; value = 3.5; hits = 0 } in
  e.hits <- e.hits + 2;
  Printf.printf "%s %g %d\n" e.key e.value e.hits;
  let t = { root = 1; children = [ leaf 2; { root = 3; children = [ leaf 4; leaf 5 ] }; leaf 6 ] } in
  Printf.printf "size %d depth %d [%s]\n" (size t) (depth t) (String.concat " " (List.map string_of_int (flatten t)));
  let poly = { root = "a"; children = [ leaf "b" ] } in
  print_endline (String.concat "" (flatten poly))
type r = { f : 'a. 'a -> 'a list }
let () = let r = { f = (fun x -> [ x; x ]) } in Printf.printf "%d %s\n" (List.length (r.f 1)) (String.concat "" (r.f "z"))
