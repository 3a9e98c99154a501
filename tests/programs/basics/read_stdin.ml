(* reads standard input line by line until end of file *)
let () =
  let rec loop n words chars =
    match read_line () with
    | line ->
      let w = List.length (List.filter (( <> ) "") (String.split_on_char ' ' line)) in
      Printf.printf "%2d: %-30s (%d words)\n" (n + 1) (String.uppercase_ascii line) w;
      loop (n + 1) (words + w) (chars + String.length line)
    | exception End_of_file -> (n, words, chars) in
  let lines, words, chars = loop 0 0 0 in
  Printf.printf "%d lines, %d words, %d characters\n" lines words chars
