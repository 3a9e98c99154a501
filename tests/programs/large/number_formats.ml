(* Number formats: Roman numerals both ways with validation, conversion between bases 2..36,
   IEEE-754 decomposition of floats through Int64.bits_of_float, fixed-point formatting with
   thousands separators, and ordinal suffixes; every conversion is round-tripped. *)
let roman_table = [ (1000, "M"); (900, "CM"); (500, "D"); (400, "CD"); (100, "C"); (90, "XC");
                    (50, "L"); (40, "XL"); (10, "X"); (9, "IX"); (5, "V"); (4, "IV"); (1, "I") ]

let to_roman n =
  if n <= 0 || n >= 4000 then invalid_arg "to_roman";
  let b = Buffer.create 16 in
  let n = ref n in
  List.iter (fun (v, s) -> while !n >= v do Buffer.add_string b s; n := !n - v done) roman_table;
  Buffer.contents b

let of_roman s =
  let value = function 'I' -> 1 | 'V' -> 5 | 'X' -> 10 | 'L' -> 50 | 'C' -> 100 | 'D' -> 500 | 'M' -> 1000
                     | c -> failwith (Printf.sprintf "bad roman digit %c" c) in
  let n = String.length s in
  let total = ref 0 in
  for i = 0 to n - 1 do
    let v = value s.[i] in
    if i + 1 < n && value s.[i + 1] > v then total := !total - v else total := !total + v
  done;
  if !total <= 0 || !total >= 4000 || to_roman !total <> s then failwith ("non-canonical roman numeral " ^ s);
  !total

let digits = "0123456789abcdefghijklmnopqrstuvwxyz"

let to_base b n =
  if b < 2 || b > 36 then invalid_arg "to_base";
  if n = 0 then "0"
  else begin
    let rec go n acc = if n = 0 then acc else go (n / b) (String.make 1 digits.[abs (n mod b)] ^ acc) in
    (if n < 0 then "-" else "") ^ go n ""
  end

let of_base b s =
  let neg = String.length s > 0 && s.[0] = '-' in
  let s = if neg then String.sub s 1 (String.length s - 1) else s in
  let v = String.fold_left (fun acc c ->
    let d = match String.index_opt digits (Char.lowercase_ascii c) with Some d when d < b -> d | _ -> failwith (Printf.sprintf "bad digit %c for base %d" c b) in
    acc * b + d) 0 s in
  if neg then - v else v

let ieee f =
  let bits = Int64.bits_of_float f in
  let sign = Int64.to_int (Int64.shift_right_logical bits 63) in
  let exponent = Int64.to_int (Int64.logand (Int64.shift_right_logical bits 52) 0x7FFL) in
  let mantissa = Int64.logand bits 0xFFFFFFFFFFFFFL in
  Printf.sprintf "sign %d, exponent %4d (unbiased %5d), mantissa %013Lx, bits %016Lx" sign exponent (exponent - 1023) mantissa bits

let with_separators n =
  let s = string_of_int (abs n) in
  let len = String.length s in
  let b = Buffer.create (len + len / 3) in
  String.iteri (fun i c -> if i > 0 && (len - i) mod 3 = 0 then Buffer.add_char b ','; Buffer.add_char b c) s;
  (if n < 0 then "-" else "") ^ Buffer.contents b

let ordinal n =
  let suffix = match n mod 100 with 11 | 12 | 13 -> "th" | _ -> (match n mod 10 with 1 -> "st" | 2 -> "nd" | 3 -> "rd" | _ -> "th") in
  string_of_int n ^ suffix

let () =
  List.iter (fun n -> let r = to_roman n in Printf.printf "%4d = %-12s -> %d\n" n r (of_roman r)) [ 1; 4; 9; 14; 40; 90; 400; 1994; 2024; 3999 ];
  List.iter (fun s -> match of_roman s with n -> Printf.printf "%s = %d\n" s n | exception Failure m -> Printf.printf "%s: %s\n" s m) [ "MMXXIV"; "IIII"; "IC"; "ABC"; "MCMXCIV" ];
  Printf.printf "all 1..3999 round-trip: %b\n" (List.for_all (fun n -> of_roman (to_roman n) = n) (List.init 3999 (fun i -> i + 1)));
  List.iter (fun (b, n) -> let s = to_base b n in Printf.printf "%d in base %2d = %s -> %d\n" n b s (of_base b s))
    [ (2, 255); (2, -10); (8, 4095); (16, 48879); (36, 1295); (36, max_int); (7, 0); (3, min_int + 1) ];
  (match of_base 2 "10201" with _ -> () | exception Failure m -> print_endline m);
  List.iter (fun f -> Printf.printf "%-12s %s\n" (string_of_float f) (ieee f)) [ 1.0; -2.0; 0.1; 0.0; -0.0; infinity; 5e-324; 1.5e300 ];
  Printf.printf "nan is nan: %b\n" (Float.is_nan (Int64.float_of_bits 0x7FF8000000000000L));
  List.iter (fun n -> Printf.printf "%s " (with_separators n)) [ 0; 999; 1000; 1234567; -9876543; max_int ];
  print_newline ();
  print_endline (String.concat " " (List.map ordinal [ 1; 2; 3; 4; 11; 12; 13; 21; 22; 23; 101; 111; 112 ]))

(* binary-reflected Gray codes, checked to change one bit at a time, and agreement of the
   base conversion with Printf's %x and %o for a range of values *)
let gray n = n lxor (n lsr 1)

let rec inverse_gray g = if g = 0 then 0 else g lxor inverse_gray (g lsr 1)

let popcount n =
  let rec go n c = if n = 0 then c else go (n land (n - 1)) (c + 1) in
  go n 0

let () =
  for i = 0 to 15 do
    let g = gray i in
    Printf.printf "%2d -> %4s (back %2d)%s" i (to_base 2 g) (inverse_gray g) (if i mod 4 = 3 then "\n" else "   ")
  done;
  let one_bit = List.for_all (fun i -> popcount (gray i lxor gray (i + 1)) = 1) (List.init 1000 Fun.id) in
  Printf.printf "consecutive codes differ in one bit: %b\n" one_bit;
  let values = List.init 200 (fun i -> i * i * 37 + i) in
  let hex_ok = List.for_all (fun v -> to_base 16 v = Printf.sprintf "%x" v) values in
  let oct_ok = List.for_all (fun v -> to_base 8 v = Printf.sprintf "%o" v) values in
  Printf.printf "to_base agrees with %%x: %b, with %%o: %b\n" hex_ok oct_ok;
  let parsed = List.for_all (fun v -> of_base 16 (Printf.sprintf "%X" v) = v && int_of_string ("0x" ^ to_base 16 v) = v) values in
  Printf.printf "parsing back: %b\n" parsed;
  (* the same number written in every base from 2 to 36 *)
  let n = 1_000_000 in
  for b = 2 to 36 do
    if b mod 5 = 0 || b = 2 || b = 36 then Printf.printf "base %2d: %s\n" b (to_base b n)
  done;
  let widths = List.map (fun b -> String.length (to_base b n)) (List.init 35 (fun i -> i + 2)) in
  Printf.printf "digit counts: %s\n" (String.concat " " (List.map string_of_int widths))
