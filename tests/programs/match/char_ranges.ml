let classify = function
  | 'a' .. 'z' -> "lower"
  | 'A' .. 'Z' -> "upper"
  | '0' .. '9' -> "digit"
  | ' ' | '\t' | '\n' -> "space"
  | '!' .. '/' | ':' .. '@' -> "punct"
  | '\128' .. '\255' -> "high"
  | _ -> "other"
let () =
  String.iter (fun c -> Printf.printf "%C:%s " c (classify c)) "aZ5 \t!:@~\200\001";
  print_newline ()
let hex_value = function
  | '0' .. '9' as c -> Char.code c - 48
  | 'a' .. 'f' as c -> Char.code c - 87
  | 'A' .. 'F' as c -> Char.code c - 55
  | c -> failwith (Printf.sprintf "not hex: %c" c)
let parse_hex s = String.fold_left (fun acc c -> acc * 16 + hex_value c) 0 s
let () =
  List.iter (fun s -> Printf.printf "%s = %d\n" s (parse_hex s)) [ "ff"; "1A2b"; "0"; "7fffffff" ];
  (try ignore (parse_hex "12g") with Failure m -> print_endline m)
let vowel = function 'a' | 'e' | 'i' | 'o' | 'u' | 'A' | 'E' | 'I' | 'O' | 'U' -> true | _ -> false
let () = print_endline (String.concat "" (List.map (String.make 1) (List.filter (fun c -> not (vowel c)) (List.init 26 (fun i -> Char.chr (97 + i))))))
