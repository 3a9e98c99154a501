(* Polymorphic comparisons of values Simplify knows to be immediates (int and bool fields of
   records, constant constructors, chars) become integer comparisons; the results must be
   OCaml's, extremes and signs included, and comparisons that may meet a block stay general. *)
type colour = Red | Green | Blue
type shape = Dot | Circle of int | Square of int
type r = { a : int; mutable b : int; flag : bool; c : colour; ch : char }

let show name v = Printf.printf "%s %d\n" name v

let () =
  let rs = Sys.opaque_identity [ { a = 3; b = -7; flag = true; c = Green; ch = 'x' };
                                 { a = max_int; b = min_int; flag = false; c = Blue; ch = 'A' } ] in
  List.iter
    (fun r ->
      show "min" (min r.a r.b);
      show "max" (max r.a r.b);
      show "compare" (compare r.a r.b);
      show "compare rev" (compare r.b r.a);
      show "compare self" (compare r.a r.a);
      Printf.printf "lt %b le %b gt %b ge %b eq %b ne %b\n" (r.a < r.b) (r.a <= r.b) (r.a > r.b) (r.a >= r.b) (r.a = r.b) (r.a <> r.b);
      Printf.printf "bool %d %b %b\n" (compare r.flag true) (r.flag < true) (max r.flag false);
      Printf.printf "colour %d %b %d\n" (compare r.c Green) (r.c > Red) (compare Blue r.c);
      Printf.printf "char %d %b %c\n" (compare r.ch 'a') (r.ch < 'Z') (min r.ch 'm');
      r.b <- r.b + 1;
      show "after write" (compare r.b (r.a - 10));
      (* an int against something that may be a block *)
      let s = if r.flag then Circle r.a else Dot in
      Printf.printf "shape %d %b %d\n" (compare s Dot) (s = Circle 3) (compare (Square r.b) s))
    rs;
  let sorted = List.sort compare (List.map (fun r -> r.a) rs @ [ 0; -1; min_int ]) in
  List.iter (Printf.printf "%d ") sorted;
  print_newline ();
  let pairs = List.sort (fun (x, _) (y, _) -> compare x y) [ (2, "b"); (1, "a"); (max_int, "z"); (min_int, "y") ] in
  List.iter (fun (k, v) -> Printf.printf "%d:%s " k v) pairs;
  print_newline ()
