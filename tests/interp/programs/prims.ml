let pi n = print_string (string_of_int n); print_string "\n"
let pb b = pi (if b then 1 else 0)
let p32 n = print_string (Int32.to_string n); print_string "\n"
let p64 n = print_string (Int64.to_string n); print_string "\n"
let pf x = print_string (Printf.sprintf "%.17g" x); print_string "\n"
let pn n = print_string (Nativeint.to_string n); print_string "\n"
let () =
  pi (17 / -5);
  pi (-17 mod 5);
  pi (max_int + 1);
  pi (65536 * 65537);
  pi (-1 lsr 28);
  pi (-16 asr 2);
  pi (1 lsl 31);
  pi (0x5555 land 0x0ff0);
  pi (12 lor 3);
  pi (12 lxor 10);
  pi (- min_int);
  pi (compare 3 7);
  pb (-1 + min_int < 0 + min_int);
  pi (int_of_float 3.7);
  pi (int_of_float (-3.7));
  pb (nan = nan);
  pb (nan <> nan);
  pi (compare nan nan);
  pi (compare nan 1.);
  pb (1. < nan);
  pi (Char.code "abc".[1]);
  let b = Bytes.of_string "\001\002\003\132\255\000\000\128" in
  p32 (Bytes.get_int32_le b 0);
  pi (Bytes.get_uint16_le b 3);
  p64 (Bytes.get_int64_le b 0);
  p32 (Int32.add 2147483647l 1l);
  p32 (Int32.div (-7l) 2l);
  p32 (Int32.shift_right_logical (-8l) 1);
  p64 (Int64.mul 4294967296L 4294967296L);
  p64 (Int64.sub Int64.min_int 1L);
  p64 (Int64.shift_right (-1024L) 3);
  p64 (Int64.shift_right_logical (-1L) 60);
  p64 (Int64.of_int (-5));
  pi (Int64.to_int 0x1_0000_0005L);
  p64 (Int64.rem (-7L) 2L);
  pb (Int64.unsigned_compare (-1L) 1L > 0);
  pn (Nativeint.add Nativeint.max_int 1n);
  pf (1. /. 3.);
  pf (Float.abs (-2.5));
  pf (float_of_int (-7));
  pf (Int64.to_float 9007199254740993L);
  pf (-0.);
  pi (Int32.to_int (-1l))
