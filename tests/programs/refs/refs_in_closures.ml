let () =
  let log = ref [] in
  let emit s = log := s :: !log in
  let counter = ref 0 in
  let next () = incr counter; emit (Printf.sprintf "tick %d" !counter); !counter in
  let a = next () in let b = next () in
  emit (Printf.sprintf "sum %d" (a + b));
  List.iter print_endline (List.rev !log);
  let cell = ref (fun x -> x + 1) in
  let call x = !cell x in
  Printf.printf "%d\n" (call 1);
  cell := (fun x -> x * 100);
  Printf.printf "%d\n" (call 1)
