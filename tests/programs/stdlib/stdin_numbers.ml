(* reads numbers from standard input, one or more per line, and reports statistics *)
let () =
  let nums = ref [] and bad = ref 0 in
  (try
     while true do
       let line = input_line stdin in
       List.iter (fun tok ->
         if tok <> "" then
           match int_of_string_opt tok with
           | Some n -> nums := n :: !nums
           | None -> incr bad) (String.split_on_char ' ' line)
     done
   with End_of_file -> ());
  let l = List.rev !nums in
  let n = List.length l in
  Printf.printf "%d numbers (%d bad tokens)\n" n !bad;
  if n > 0 then begin
    let sum = List.fold_left ( + ) 0 l in
    let sorted = List.sort compare l in
    Printf.printf "sum %d, min %d, max %d, median %d\n" sum (List.hd sorted) (List.nth sorted (n - 1)) (List.nth sorted (n / 2));
    Printf.printf "mean %.3f\n" (float_of_int sum /. float_of_int n);
    Printf.printf "sorted: %s\n" (String.concat " " (List.map string_of_int sorted))
  end;
  let a, b = Scanf.sscanf "7 8" "%d %d" (fun a b -> (a, b)) in
  Printf.printf "%d\n" (a * b)
