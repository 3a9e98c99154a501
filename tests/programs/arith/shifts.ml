let () =
  for i = 0 to 33 do
    if i <= 31 then
      Printf.printf "1 lsl %d = %d; -1 lsr %d = %d; min_int asr %d = %d\n" i (1 lsl i) i ((-1) lsr i) i (min_int asr i)
  done;
  Printf.printf "0x7fffffff lsl 1 = %d\n" (0x7fffffff lsl 1);
  Printf.printf "0xff land 0x0f = %d, 0xf0 lor 0x0f = %d, 0xff lxor 0xaa = %d\n" (0xff land 0x0f) (0xf0 lor 0x0f) (0xff lxor 0xaa);
  Printf.printf "lnot 5 = %d, lnot (-1) = %d\n" (lnot 5) (lnot (-1));
  Printf.printf "%x %X %o\n" 255 3054 8;
  Printf.printf "%x\n" (-1);
  Printf.printf "%d\n" 0b1011;
  Printf.printf "%d\n" 0o777;
  let popcount n = let rec go n c = if n = 0 then c else go (n land (n - 1)) (c + 1) in go n 0 in
  Printf.printf "popcount 255=%d, -1=%d\n" (popcount 255) (popcount (-1))
