let () =
  List.iter (fun s ->
    match int_of_string_opt s with
    | Some n -> Printf.printf "%S -> %d\n" s n
    | None -> Printf.printf "%S -> none\n" s)
    [ "42"; "-17"; "0x1F"; "0o17"; "0b101"; "2147483647"; "-2147483648"; "2147483648"; "4294967295"; "abc"; ""; " 5"; "1_000"; "+3"; "0u123" ];
  Printf.printf "%s %s\n" (string_of_int 123) (string_of_int (-123));
  (try ignore (int_of_string "x1") with Failure m -> Printf.printf "Failure %S\n" m);
  Printf.printf "%d\n" (int_of_char 'A');
  Printf.printf "%d %d\n" (Int.of_float 2.9) (int_of_string "77");
  Printf.printf "%s\n" (Int.to_string min_int);
  Printf.printf "%d %d %d\n" (Int.max_int) (Int.min_int) (Int.abs (-4));
  Printf.printf "%d %d\n" (Int.logand 12 10) (Int.shift_left 1 10);
  Printf.printf "%b %d\n" (Int.equal 3 3) (Int.compare 5 3)
