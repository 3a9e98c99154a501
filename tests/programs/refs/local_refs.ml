(* References local to a function or to the toplevel code, in the ways that let the back end
   hold them in JavaScript variables (read and written in place only) and in the ways that do
   not (passed, stored, captured, compared), with loops, early exits and exceptions. *)
exception Stop of int

let sum_to n =
  let acc = ref 0 and i = ref 1 in
  while !i <= n do
    acc := !acc + !i;
    incr i
  done;
  !acc

(* Assigned in a try body, then read by the handler: the handler sees the last value. *)
let until_negative l =
  let count = ref 0 in
  (try List.iter (fun x -> if x < 0 then raise (Stop x)) l with Stop _ -> ());
  let seen = ref 0 in
  (try
     List.iter
       (fun x ->
         if x < 0 then raise Exit;
         incr count)
       l
   with Exit -> seen := !count * 10);
  (!count, !seen)

let with_exception n =
  let r = ref 0 in
  (try
     for k = 1 to n do
       r := !r + k;
       if k = 3 then raise (Stop !r)
     done
   with Stop v -> r := !r + (100 * v));
  !r

(* Escaping: passed to a function, captured by a closure, stored in a list, compared. *)
let bump r = r := !r + 1

let escaping () =
  let a = ref 1 in
  bump a;
  let b = ref 10 in
  let add k = b := !b + k in
  add 5;
  add 6;
  let c = ref 100 in
  let l = [ c; c ] in
  List.iter (fun r -> r := !r * 2) l;
  let d = ref 0 in
  let same = d == d and other = d == ref 0 in
  (!a, !b, !c, same, other)

let floats n =
  let x = ref 0.5 and steps = ref 0 in
  while !x < float_of_int n do
    x := !x *. 1.5;
    incr steps
  done;
  Printf.sprintf "%.3f after %d" !x !steps

let () =
  let total = ref 0 in
  for k = 0 to 4 do
    total := !total + sum_to k
  done;
  Printf.printf "sum %d\n" !total;
  let c, s = until_negative [ 1; 2; 3; -1; 5 ] in
  Printf.printf "until %d %d\n" c s;
  Printf.printf "exn %d\n" (with_exception 10);
  let a, b, c, same, other = escaping () in
  Printf.printf "escaping %d %d %d %b %b\n" a b c same other;
  print_endline (floats 100);
  let buf = Buffer.create 8 in
  let last = ref ' ' in
  String.iter (fun ch -> if ch <> !last then Buffer.add_char buf ch; last := ch) "aabbbcdd";
  print_endline (Buffer.contents buf)
