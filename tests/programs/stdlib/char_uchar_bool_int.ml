let () =
  Printf.printf "%c %c %d\n" (Char.chr 120) (Char.lowercase_ascii 'X') (Char.code '\n');
  Printf.printf "%b %b\n" (Bool.not true) (Bool.equal true true);
  Printf.printf "%s %s\n" (Bool.to_string false) (string_of_bool true);
  Printf.printf "%d %d %d\n" (Int.neg 5) (Int.succ 5) (Int.pred 5);
  Printf.printf "%d %d\n" (Int.max 3 8) (Int.min 3 8);
  Printf.printf "%d %d %d\n" (Int.logor 8 1) (Int.logxor 15 5) (Int.lognot 0);
  Printf.printf "%d %d\n" (Int.shift_right (-16) 2) (Int.shift_right_logical (-16) 28);
  Printf.printf "%f\n" (Int.to_float 7);
  Printf.printf "%d %d\n" (Uchar.to_int Uchar.min) (Uchar.to_int Uchar.max);
  Printf.printf "%b %b\n" (Uchar.is_char (Uchar.of_int 65)) (Uchar.is_char (Uchar.of_int 300));
  Printf.printf "%d\n" (Uchar.to_int (Uchar.pred (Uchar.of_int 0xE000)));
  Printf.printf "%d\n" (Uchar.to_int Uchar.rep)
