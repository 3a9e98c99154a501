let () =
  let b = Bytes.create 5 in
  Bytes.fill b 0 5 '.';
  Bytes.set b 2 'X';
  print_endline (Bytes.to_string b);
  let b2 = Bytes.of_string "hello world" in
  Bytes.blit_string "HELLO" 0 b2 0 5;
  print_endline (Bytes.to_string b2);
  Bytes.set b2 6 'W';
  Printf.printf "%s %d\n" (Bytes.to_string b2) (Bytes.length b2);
  let c = Bytes.copy b2 in
  Bytes.set c 0 'J';
  Printf.printf "%s / %s\n" (Bytes.to_string b2) (Bytes.to_string c);
  print_endline (Bytes.sub_string b2 6 5);
  let e = Bytes.extend (Bytes.of_string "abc") 2 3 in
  Printf.printf "%d\n" (Bytes.length e);
  Bytes.fill e 0 2 '<'; Bytes.fill e 5 3 '>';
  print_endline (Bytes.to_string e);
  let r = Bytes.init 26 (fun i -> Char.chr (97 + i)) in
  for i = 0 to 12 do
    let j = 25 - i in let t = Bytes.get r i in Bytes.set r i (Bytes.get r j); Bytes.set r j t
  done;
  print_endline (Bytes.unsafe_to_string r);
  let cat = Bytes.cat (Bytes.of_string "con") (Bytes.of_string "cat") in
  print_endline (Bytes.to_string cat);
  Printf.printf "%b\n" (Bytes.equal (Bytes.of_string "a") (Bytes.of_string "a"));
  (try Bytes.set b 10 'z' with Invalid_argument m -> print_endline m);
  let m = Bytes.map Char.uppercase_ascii (Bytes.of_string "shout") in
  print_endline (Bytes.to_string m);
  Bytes.blit m 0 m 1 4;
  print_endline (Bytes.to_string m)
