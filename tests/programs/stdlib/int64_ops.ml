let () =
  let fact n = let rec go n acc = if n = 0L then acc else go (Int64.sub n 1L) (Int64.mul acc n) in go n 1L in
  for i = 15 to 22 do Printf.printf "%d! = %Ld\n" i (fact (Int64.of_int i)) done;
  let x = 0x123456789ABCDEFL in
  Printf.printf "%Lx %Ld %Ld\n" x (Int64.logand x 0xFFFFL) (Int64.shift_right_logical x 32);
  Printf.printf "%Ld\n" (Int64.logxor x (Int64.lognot 0L));
  Printf.printf "%s\n" (Int64.to_string (Int64.abs (-5L)));
  Printf.printf "%Ld %Ld\n" (Int64.succ Int64.max_int) (Int64.pred Int64.min_int);
  Printf.printf "%d %d\n" (Int64.to_int 4294967296L) (Int64.to_int (-1L));
  Printf.printf "%ld\n" (Int64.to_int32 0x1_8000_0001L);
  Printf.printf "%Ld\n" (Int64.of_int32 (-7l));
  Printf.printf "%b %b\n" (Int64.equal 1L 1L) (Int64.unsigned_compare (-1L) 1L > 0);
  Printf.printf "%Ld %Ld\n" (Int64.unsigned_div (-1L) 10L) (Int64.unsigned_rem (-1L) 10L);
  Printf.printf "%s\n" (match Int64.of_string_opt "99999999999999999999" with Some _ -> "some" | None -> "none");
  Printf.printf "%08Lx|%-20Ld|%+Ld\n" 255L 12345L 6L
