let () =
  let a, b = Scanf.sscanf "12 34" "%d %d" (fun a b -> (a, b)) in
  Printf.printf "%d\n" (a + b);
  let name, age = Scanf.sscanf "name=Alice age=30" "name=%s age=%d" (fun n a -> (n, a)) in
  Printf.printf "%s is %d\n" name age;
  let f = Scanf.sscanf "3.25" "%f" Fun.id in
  Printf.printf "%g\n" (f *. 2.);
  let x, y, z = Scanf.sscanf "1,2,3" "%d,%d,%d" (fun x y z -> (x, y, z)) in
  Printf.printf "%d %d %d\n" x y z;
  let w = Scanf.sscanf "  hello   world " " %s %s" (fun a b -> a ^ "+" ^ b) in
  print_endline w;
  let c = Scanf.sscanf "x:Q" "x:%c" Fun.id in
  Printf.printf "%c\n" c;
  let h = Scanf.sscanf "ff" "%x" Fun.id in
  Printf.printf "%d\n" h;
  let q = Scanf.sscanf "\"quoted string\" rest" "%S %s" (fun a b -> a ^ "|" ^ b) in
  print_endline q;
  (try ignore (Scanf.sscanf "abc" "%d" Fun.id) with Scanf.Scan_failure m -> print_endline ("Scan_failure: " ^ m));
  let parse_date s = Scanf.sscanf s "%4d-%2d-%2d" (fun y m d -> Printf.sprintf "%02d/%02d/%d" d m y) in
  print_endline (parse_date "2024-03-09");
  let words = Scanf.sscanf "a b c" "%s@ %s@ %s" (fun a b c -> [ a; b; c ]) in
  print_endline (String.concat "," words);
  let b = Scanf.sscanf "true" "%B" Fun.id in
  Printf.printf "%b\n" b
