let fizzbuzz n = match n mod 3, n mod 5 with
  | 0, 0 -> "FizzBuzz"
  | 0, _ -> "Fizz"
  | _, 0 -> "Buzz"
  | _ -> string_of_int n
let () = for i = 1 to 30 do print_string (fizzbuzz i); print_char ' ' done; print_newline ()
let logic a b c = match a, b, c with
  | true, true, _ -> "ab"
  | true, _, true -> "ac"
  | _, true, true -> "bc"
  | false, false, false -> "none"
  | _ -> "one"
let () =
  List.iter (fun (a, b, c) -> Printf.printf "%b %b %b -> %s\n" a b c (logic a b c))
    [ (true, true, true); (true, false, true); (false, true, true); (false, false, false); (true, false, false); (false, false, true) ]
let rec zip_with_default d l1 l2 = match l1, l2 with
  | [], [] -> []
  | x :: r, [] -> (x, d) :: zip_with_default d r []
  | [], y :: r -> (d, y) :: zip_with_default d [] r
  | x :: r1, y :: r2 -> (x, y) :: zip_with_default d r1 r2
let () = List.iter (fun (a, b) -> Printf.printf "(%d,%d)" a b) (zip_with_default 0 [ 1; 2; 3 ] [ 10 ]); print_newline ()
