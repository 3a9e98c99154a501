let rec compress = function
  | (a :: (b :: _ as t)) when a = b -> compress t
  | a :: t -> a :: compress t
  | [] -> []
let first_pair = function ((x, _) as p) :: _ -> Some (p, x) | [] -> None
type point = { x : int; y : int }
let describe ({ x; y } as p) = if p.x = 0 && y = 0 then "origin" else Printf.sprintf "(%d,%d) sum %d" x y (p.x + p.y)
let () =
  print_endline (String.concat " " (List.map string_of_int (compress [ 1; 1; 2; 2; 2; 3; 1; 1 ])));
  (match first_pair [ (1, "a"); (2, "b") ] with Some ((n, s), x) -> Printf.printf "%d %s %d\n" n s x | None -> ());
  List.iter (fun p -> print_endline (describe p)) [ { x = 0; y = 0 }; { x = 3; y = 4 } ];
  let (a, b) as whole = (10, 20) in
  Printf.printf "%d %d %d\n" a b (fst whole + snd whole);
  let f = function (Some _ as o) -> o | None -> Some 0 in
  Printf.printf "%d %d\n" (Option.get (f (Some 5))) (Option.get (f None));
  let g = function (1 | 2 as n) -> n * 100 | n -> n in
  Printf.printf "%d %d %d\n" (g 1) (g 2) (g 3);
  let phys = [ 1; 2 ] in
  (match phys with (_ :: tl) as l -> Printf.printf "%b %d\n" (l == phys) (List.length tl) | [] -> ())
