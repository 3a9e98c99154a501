(* reference: native *)
(* Reads standard input before and after a recursion 100,000 deep: every line is read once. *)
let rec sum n = if n = 0 then 0 else (n mod 10) + sum (n - 1)
let () =
  let first = input_line stdin in
  let second = input_line stdin in
  Printf.printf "%s, %s\n" first second;
  Printf.printf "sum %d\n" (sum 100_000);
  let count = ref 0 and total = ref 0 in
  (try
     while true do
       let l = input_line stdin in
       incr count;
       total := !total + int_of_string l
     done
   with End_of_file -> ());
  Printf.printf "%d more lines, total %d\n" !count !total
