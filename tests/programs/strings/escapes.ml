let () =
  let s = "tab\there\nnewline \"quoted\" back\\slash \065\x42\o103 \u{e9}" in
  print_endline s;
  Printf.printf "%S\n" s;
  print_endline (String.escaped s);
  Printf.printf "length %d\n" (String.length s);
  let multi = "line one\n\
               line two (continued)\n" in
  print_string multi;
  let quoted = {|raw \n string with "quotes"|} in
  print_endline quoted;
  let tagged = {foo|contains |} and more|foo} in
  print_endline tagged;
  String.iter (fun c -> Printf.printf "%d " (Char.code c)) "\000\001\255";
  print_newline ();
  Printf.printf "%S\n" "\000\001\127\128\255"
