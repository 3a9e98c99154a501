(* Stream: building, reading, peeking, counting, concatenation and laziness. *)
let show_list name l = Printf.printf "%s: [%s]\n" name (String.concat "; " (List.map string_of_int l))

let drain s =
  let rec go acc = match Stream.next s with x -> go (x :: acc) | exception Stream.Failure -> List.rev acc in
  go []

let () =
  let s = Stream.of_list [ 1; 2; 3; 4; 5 ] in
  Printf.printf "count %d, peek %s\n" (Stream.count s) (match Stream.peek s with Some x -> string_of_int x | None -> "none");
  Printf.printf "next %d, next %d, count %d\n" (Stream.next s) (Stream.next s) (Stream.count s);
  show_list "npeek 2" (Stream.npeek 2 s);
  show_list "npeek 10" (Stream.npeek 10 s);
  Stream.junk s;
  Printf.printf "after junk: count %d\n" (Stream.count s);
  show_list "rest" (drain s);
  Printf.printf "count at end %d\n" (Stream.count s);
  (match Stream.next s with _ -> print_endline "?" | exception Stream.Failure -> print_endline "Stream.Failure at end");
  Stream.junk s;
  Printf.printf "junk at end: count %d\n" (Stream.count s);
  Stream.empty s;
  print_endline "empty ok";
  (try Stream.empty (Stream.of_list [ 1 ]) with Stream.Failure -> print_endline "empty: Stream.Failure");
  (* generators receive the count *)
  let g = Stream.from (fun i -> if i < 5 then Some (i * 10) else None) in
  Printf.printf "from: peek %s\n" (match Stream.peek g with Some x -> string_of_int x | None -> "none");
  show_list "from npeek 3" (Stream.npeek 3 g);
  show_list "from" (drain g);
  let calls = ref [] in
  let g = Stream.from (fun i -> calls := i :: !calls; if i < 3 then Some i else None) in
  ignore (Stream.peek g);
  ignore (Stream.peek g);
  Stream.junk g;
  ignore (Stream.next g);
  show_list "from npeek after" (Stream.npeek 5 g);
  show_list "calls" (List.rev !calls);
  (* strings and bytes *)
  let cs = Stream.of_string "hello" in
  Stream.junk cs;
  let b = Buffer.create 8 in
  Stream.iter (Buffer.add_char b) cs;
  Printf.printf "of_string: %s, count %d\n" (Buffer.contents b) (Stream.count cs);
  let bs = Stream.of_bytes (Bytes.of_string "xyz") in
  Printf.printf "of_bytes: %c%c%c\n" (Stream.next bs) (Stream.next bs) (Stream.next bs);
  (* the constructors the stream syntax uses *)
  let s = Stream.icons 0 (Stream.iapp (Stream.of_list [ 1; 2 ]) (Stream.lcons (fun () -> print_endline "lcons forced"; 3) (Stream.ising 4))) in
  show_list "icons/iapp/lcons/ising" (Stream.npeek 2 s);
  show_list "all" (drain s);
  let s = Stream.lapp (fun () -> print_endline "lapp forced"; Stream.of_list [ 7; 8 ]) (Stream.lsing (fun () -> 9)) in
  print_endline "lapp built";
  show_list "lapp" (drain s);
  let s = Stream.slazy (fun () -> print_endline "slazy forced"; Stream.of_list [ 5 ]) in
  print_endline "slazy built";
  show_list "slazy" (drain s);
  Printf.printf "sempty: count %d, peek %b\n" (Stream.count Stream.sempty) (Stream.peek Stream.sempty = None);
  show_list "iapp of generator" (drain (Stream.iapp (Stream.from (fun i -> if i < 3 then Some i else None)) (Stream.of_list [ 100 ])));
  (* sharing: elements of a list are persistent, a generator's are shared *)
  let base = Stream.of_list [ 1; 2; 3 ] in
  let s2 = Stream.icons 0 base in
  ignore (Stream.next base);
  show_list "shared list" (drain s2);
  let gen = Stream.from (fun i -> if i < 4 then Some i else None) in
  let s3 = Stream.icons 9 gen in
  ignore (Stream.next gen);
  show_list "shared generator" (drain s3);
  (* dump *)
  Stream.dump print_int (Stream.of_list [ 1; 2 ]);
  Stream.dump print_int (Stream.iapp (Stream.of_list [ 1 ]) (Stream.from (fun _ -> None)));
  Stream.dump print_int (Stream.lcons (fun () -> 1) Stream.sempty);
  let s = Stream.of_string "ab" in
  ignore (Stream.npeek 1 s);
  Stream.dump print_char s;
  (* exceptions *)
  print_endline (Printexc.to_string Stream.Failure);
  print_endline (Printexc.to_string (Stream.Error "bad"));
  (* a stream parser written by hand *)
  let tokens = Stream.of_list [ "("; "1"; "+"; "2"; ")"; "*"; "3" ] in
  let rec expr () = let a = term () in match Stream.peek tokens with Some "+" -> Stream.junk tokens; a + expr () | _ -> a
  and term () = let a = atom () in match Stream.peek tokens with Some "*" -> Stream.junk tokens; a * term () | _ -> a
  and atom () =
    match Stream.next tokens with
    | "(" -> let e = expr () in if Stream.next tokens <> ")" then raise (Stream.Error "')' expected"); e
    | n -> int_of_string n
  in
  Printf.printf "parsed: %d\n" (expr ());
  (try ignore (atom ()) with Stream.Failure -> print_endline "Stream.Failure after the end")
