(* Matches on integers and characters that become decision trees on intervals: every value
   around each boundary is tried, so a comparison off by one would show. *)
let ident_class = function
  | 'a' .. 'z' | 'A' .. 'Z' | '_' -> 'i'
  | '0' .. '9' -> 'd'
  | ' ' | '\t' | '\n' | '\r' -> 's'
  | '\128' .. '\255' -> 'h'
  | '\000' -> 'z'
  | _ -> '.'

let () =
  let b = Buffer.create 256 in
  for i = 0 to 255 do
    Buffer.add_char b (ident_class (Char.chr i));
    if i mod 64 = 63 then Buffer.add_char b '\n'
  done;
  print_string (Buffer.contents b)

(* Negative constants, gaps, one action on two distant values, and a guard. *)
let bucket n =
  match n with
  | -5 | -4 | -3 -> "neg-small"
  | -1 | 1 -> "unit"
  | 0 -> "zero"
  | 2 | 3 | 4 | 5 | 6 | 7 -> "few"
  | 10 | 1000 -> "round"
  | 11 when n * 2 = 22 -> "eleven"
  | 12 | 13 | 14 -> "teens"
  | max_int_like when max_int_like = max_int -> "max"
  | _ -> "other"

let () =
  for n = -8 to 16 do
    Printf.printf "%d:%s " n (bucket n)
  done;
  print_newline ();
  List.iter (fun n -> Printf.printf "%d:%s\n" n (bucket n)) [ 999; 1000; 1001; max_int; min_int ]

(* Distinct actions on dense values: a tree of comparisons with one action per value. *)
let digit_name = function
  | 0 -> "zero" | 1 -> "one" | 2 -> "two" | 3 -> "three" | 4 -> "four"
  | 5 -> "five" | 6 -> "six" | 7 -> "seven" | 8 -> "eight" | 9 -> "nine"
  | n when n < 0 -> "negative"
  | _ -> "many"

let () =
  for n = -2 to 11 do
    print_string (digit_name n);
    print_char ' '
  done;
  print_newline ()

(* A range inside a tuple: the second column is matched under the first's cases. *)
let grid = function
  | ((0 | 1 | 2) as x), ('a' .. 'c' as c) -> Printf.sprintf "low %d%c" x c
  | 3, ('a' .. 'z' | 'A' .. 'Z') -> "three-letter"
  | _, '0' .. '9' -> "digit"
  | _ -> "other"

let () =
  List.iter
    (fun (x, c) -> print_endline (grid (x, c)))
    [ (0, 'a'); (2, 'c'); (2, 'd'); (3, 'Q'); (3, '['); (7, '5'); (-1, 'b'); (1, '9') ]
