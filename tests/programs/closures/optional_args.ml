let pad ?(width = 10) ?(fill = '.') s =
  let n = String.length s in if n >= width then s else s ^ String.make (width - n) fill
let describe ?prefix x = match prefix with Some p -> p ^ string_of_int x | None -> string_of_int x
let range ?(step = 1) a b = let rec go i = if i > b then [] else i :: go (i + step) in go a
let () =
  Printf.printf "[%s]\n" (pad "abc");
  Printf.printf "[%s]\n" (pad ~width:5 "abc");
  Printf.printf "[%s]\n" (pad ~fill:'-' "abc");
  Printf.printf "[%s]\n" (pad ~fill:'*' ~width:6 "abc");
  Printf.printf "%s %s\n" (describe 5) (describe ~prefix:"#" 5);
  Printf.printf "%s\n" (describe ?prefix:(Some "n=") 7);
  Printf.printf "%s\n" (describe ?prefix:None 8);
  print_endline (String.concat " " (List.map string_of_int (range 1 10)));
  print_endline (String.concat " " (List.map string_of_int (range ~step:3 1 10)));
  let p = pad ~width:4 in
  Printf.printf "[%s][%s]\n" (p "x") (p ~fill:'_' "y");
  let f ?(a = 1) ?(b = 2) () = a * 10 + b in
  Printf.printf "%d %d %d %d\n" (f ()) (f ~a:5 ()) (f ~b:7 ()) (f ~b:3 ~a:4 ())
