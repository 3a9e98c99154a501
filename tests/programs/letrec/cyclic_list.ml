let rec ones = 1 :: ones
let rec abc = 'a' :: 'b' :: 'c' :: abc
let rec take n l = if n = 0 then [] else match l with [] -> [] | x :: r -> x :: take (n - 1) r
let () =
  print_endline (String.concat "" (List.map string_of_int (take 10 ones)));
  print_endline (String.of_seq (List.to_seq (take 10 abc)));
  Printf.printf "%b\n" (List.tl ones == ones);
  match abc with _ :: _ :: _ :: rest -> Printf.printf "%b\n" (rest == abc) | _ -> ()
