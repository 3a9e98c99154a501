type stream = { head : int; tail : unit -> stream }
let rec nat_from n = { head = n; tail = (fun () -> nat_from (n + 1)) }
let rec alternating = { head = 0; tail = (fun () -> other) }
and other = { head = 1; tail = (fun () -> alternating) }
let rec take n s = if n = 0 then [] else s.head :: take (n - 1) (s.tail ())
let () =
  print_endline (String.concat " " (List.map string_of_int (take 8 (nat_from 5))));
  print_endline (String.concat " " (List.map string_of_int (take 8 alternating)))
let rec f = fun x -> if x = 0 then 0 else g (x - 1) + 1
and g = fun x -> if x = 0 then 0 else f (x / 2) * 2
let () = Printf.printf "%d %d\n" (f 10) (g 10)
