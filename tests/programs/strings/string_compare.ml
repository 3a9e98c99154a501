let words = [ "banana"; "Apple"; "cherry"; "apple"; "Banana"; "date"; ""; "a"; "ab"; "abc"; "B" ]
let () =
  print_endline (String.concat " " (List.sort compare words));
  print_endline (String.concat " " (List.sort (fun a b -> compare (String.lowercase_ascii a) (String.lowercase_ascii b)) words));
  print_endline (String.concat " " (List.sort (fun a b -> compare (String.length a, a) (String.length b, b)) words));
  List.iter (fun (a, b) -> Printf.printf "compare %S %S = %d\n" a b (compare a b)) [ ("a", "b"); ("b", "a"); ("abc", "ab"); ("", ""); ("Z", "a"); ("\255", "\001") ];
  print_endline (String.concat "," (List.sort_uniq String.compare [ "x"; "y"; "x"; "z"; "y" ]))
