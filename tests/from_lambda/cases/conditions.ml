(* Conditions in control position: && and ||, nested, negated, with side effects in their
   operands (each evaluated once, left to right, and only when needed), in if and while. *)
let trace = Buffer.create 64
let t name v = Buffer.add_string trace name; v

let show label b =
  print_string label; print_string (if b then " yes " else " no "); print_endline (Buffer.contents trace);
  Buffer.clear trace

let () =
  for i = 0 to 3 do
    let a = i land 1 = 1 and b = i land 2 = 2 in
    show "and" (if t "a" a && t "b" b then true else false);
    show "or" (if t "a" a || t "b" b then true else false);
    show "not and" (if not (t "a" a && t "b" b) then true else false);
    show "nested" (if (t "a" a || t "b" b) && not (t "c" a) || t "d" b then true else false);
    show "if in if" (if (if t "a" a then t "b" b else t "c" (not b)) then true else false)
  done

let count_while () =
  let i = ref 0 and steps = ref 0 in
  let a = [| 3; 1; 4; 1; 5; 9; 2; 6 |] in
  while !i < Array.length a && (incr steps; a.(!i) <> 9) do incr i done;
  Printf.printf "stopped at %d after %d tests\n" !i !steps;
  let j = ref 0 in
  while not (!j >= 5 || a.(!j) = 5) do incr j done;
  Printf.printf "j = %d\n" !j

let () = count_while ()

let classify c = if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c = '_' then "ident" else if c >= '0' && c <= '9' then "digit" else "other"
let () = String.iter (fun c -> print_string (classify c); print_char ' ') "aZ_9 !"; print_newline ()
