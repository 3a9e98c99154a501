(* Text processing: generate sentences into a Buffer, count words in a Hashtbl, format with Printf. *)
let syllables = [| "ka"; "lo"; "mi"; "ne"; "ru"; "sa"; "to"; "vi"; "be"; "do" |]
let seed = ref 11
let rand k = seed := (!seed * 75 + 74) mod 65537; !seed mod k

let word () =
  let b = Buffer.create 8 in
  for _ = 0 to rand 3 do Buffer.add_string b syllables.(rand (Array.length syllables)) done;
  Buffer.contents b

let () =
  let n = if Array.length Sys.argv > 1 then int_of_string Sys.argv.(1) else 400000 in
  let text = Buffer.create (n * 8) in
  for i = 1 to n do
    Buffer.add_string text (word ());
    Buffer.add_char text (if i mod 12 = 0 then '\n' else ' ')
  done;
  let text = Buffer.contents text in
  let counts = Hashtbl.create 1024 in
  let lines = ref 0 and start = ref 0 in
  String.iteri
    (fun i c ->
       if c = ' ' || c = '\n' then begin
         if c = '\n' then incr lines;
         let w = String.sub text !start (i - !start) in
         (match Hashtbl.find_opt counts w with
          | Some r -> incr r
          | None -> Hashtbl.add counts w (ref 1));
         start := i + 1
       end)
    text;
  let all = Hashtbl.fold (fun w r acc -> (w, !r) :: acc) counts [] in
  let sorted = List.sort (fun (w1, c1) (w2, c2) -> if c1 <> c2 then compare c2 c1 else compare w1 w2) all in
  let out = Buffer.create 256 in
  Printf.bprintf out "%d lines, %d distinct words\n" !lines (Hashtbl.length counts);
  List.iteri (fun i (w, c) -> if i < 5 then Printf.bprintf out "%-10s %6d %5.2f%%\n" w c (100.0 *. float_of_int c /. float_of_int n)) sorted;
  let report = ref 0 in
  List.iter (fun (w, c) -> report := (!report * 31 + String.length (Printf.sprintf "%s=%d;" w c)) land 0xFFFFFF) sorted;
  Printf.bprintf out "report checksum %d\n" !report;
  print_string (Buffer.contents out)
