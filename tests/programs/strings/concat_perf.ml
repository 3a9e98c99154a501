let () =
  let buf = Buffer.create 16 in
  for i = 1 to 2000 do Buffer.add_string buf (string_of_int i); Buffer.add_char buf ' ' done;
  let s = Buffer.contents buf in
  Printf.printf "length %d\n" (String.length s);
  Printf.printf "prefix %s\n" (String.sub s 0 30);
  let words = String.split_on_char ' ' (String.trim s) in
  Printf.printf "words %d\n" (List.length words);
  let total = List.fold_left (fun acc w -> acc + int_of_string w) 0 words in
  Printf.printf "sum %d\n" total;
  let rec build n acc = if n = 0 then acc else build (n - 1) (acc ^ "ab") in
  let big = build 500 "" in
  Printf.printf "big %d %c\n" (String.length big) big.[999]
