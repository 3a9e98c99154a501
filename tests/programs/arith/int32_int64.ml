let () =
  Printf.printf "%ld %ld\n" Int32.max_int Int32.min_int;
  Printf.printf "%ld\n" (Int32.add Int32.max_int 1l);
  Printf.printf "%ld\n" (Int32.mul 100000l 100000l);
  Printf.printf "%Ld %Ld\n" Int64.max_int Int64.min_int;
  Printf.printf "%Ld\n" (Int64.add Int64.max_int 1L);
  Printf.printf "%Ld\n" (Int64.mul 100000L 100000L);
  Printf.printf "%Ld\n" (Int64.mul 3037000499L 3037000499L);
  Printf.printf "%Ld %Ld\n" (Int64.div (-7L) 2L) (Int64.rem (-7L) 2L);
  Printf.printf "%Ld\n" (Int64.shift_left 1L 62);
  Printf.printf "%Ld %Ld\n" (Int64.shift_right (-16L) 2) (Int64.shift_right_logical (-16L) 60);
  Printf.printf "%d\n" (Int64.to_int 0x1_0000_0005L);
  Printf.printf "%Ld\n" (Int64.of_int max_int);
  Printf.printf "%s\n" (Int64.to_string (Int64.neg 9223372036854775807L));
  Printf.printf "%Ld\n" (Int64.of_string "0x7fffffffffffffff");
  Printf.printf "%ld\n" (Int32.of_string "-2147483648");
  Printf.printf "%d\n" (Int32.to_int (Int32.shift_left 1l 31));
  Printf.printf "%Lx %LX\n" 255L (-2L);
  Printf.printf "%Lu\n" (-1L);
  Printf.printf "%d %d\n" (Int64.compare 1L 2L) (Int32.compare 5l (-5l));
  Printf.printf "%f\n" (Int64.to_float 1234567890123L);
  Printf.printf "%Ld\n" (Int64.of_float 1e18);
  Printf.printf "%Ld\n" (Int64.bits_of_float 1.0);
  Printf.printf "%f\n" (Int64.float_of_bits 4614253070214989087L);
  Printf.printf "%ld\n" (Int32.bits_of_float 1.0);
  (try Printf.printf "%Ld\n" (Int64.div 1L 0L) with Division_by_zero -> print_endline "Int64 division by zero");
  (try Printf.printf "%ld\n" (Int32.rem 1l 0l) with Division_by_zero -> print_endline "Int32 division by zero")
