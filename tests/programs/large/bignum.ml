(* Arbitrary-precision natural numbers as little-endian lists of base-10000 digits:
   addition, subtraction, multiplication, division by a small number, comparison, powers,
   factorials, Fibonacci numbers, digit sums and the Catalan numbers. *)
let base = 10000

type nat = int list (* least significant first, no trailing zeros; [] is zero *)

let rec normalize = function
  | [] -> []
  | l -> (match List.rev l with 0 :: r -> normalize (List.rev r) | _ -> l)

let of_int n =
  let rec go n = if n = 0 then [] else (n mod base) :: go (n / base) in
  go n

let add a b =
  let rec go a b carry = match a, b with
    | [], [] -> if carry = 0 then [] else [ carry ]
    | x :: r, [] | [], x :: r -> let s = x + carry in (s mod base) :: go r [] (s / base)
    | x :: r, y :: s -> let t = x + y + carry in (t mod base) :: go r s (t / base) in
  go a b 0

(* a - b, assuming a >= b *)
let sub a b =
  let rec go a b borrow = match a, b with
    | [], [] -> if borrow <> 0 then failwith "negative" else []
    | x :: r, [] -> let d = x - borrow in if d < 0 then (d + base) :: go r [] 1 else d :: go r [] 0
    | x :: r, y :: s -> let d = x - y - borrow in if d < 0 then (d + base) :: go r s 1 else d :: go r s 0
    | [], _ -> failwith "negative" in
  normalize (go a b 0)

let mul_small a k =
  if k = 0 then [] else
  let rec go a carry = match a with
    | [] -> if carry = 0 then [] else (carry mod base) :: go [] (carry / base)
    | x :: r -> let t = x * k + carry in (t mod base) :: go r (t / base) in
  go a 0

let mul a b =
  List.fold_right (fun digit acc -> add (mul_small a digit) (if acc = [] then [] else 0 :: acc)) b []
  |> normalize

let divmod_small a k =
  let rec go = function
    | [] -> ([], 0)
    | x :: r ->
      let q, rem = go r in
      let cur = rem * base + x in
      ((cur / k) :: q, cur mod k) in
  let q, r = go a in
  (normalize q, r)

let compare_nat a b =
  let la = List.length a and lb = List.length b in
  if la <> lb then compare la lb else compare (List.rev a) (List.rev b)

let to_string = function
  | [] -> "0"
  | l ->
    match List.rev l with
    | top :: rest -> String.concat "" (string_of_int top :: List.map (Printf.sprintf "%04d") rest)
    | [] -> "0"

let of_string s =
  let n = String.length s in
  let rec go i acc = if i <= 0 then acc else
      let start = max 0 (i - 4) in
      go start (acc @ [ int_of_string (String.sub s start (i - start)) ]) in
  normalize (go n [])

let rec pow a n = if n = 0 then of_int 1 else let h = pow a (n / 2) in let h2 = mul h h in if n mod 2 = 0 then h2 else mul h2 a
let factorial n = let r = ref (of_int 1) in for i = 2 to n do r := mul_small !r i done; !r
let fib n = let a = ref [] and b = ref (of_int 1) in for _ = 1 to n do let t = add !a !b in a := !b; b := t done; !a
let digit_sum a = String.fold_left (fun s c -> s + Char.code c - 48) 0 (to_string a)

let () =
  Printf.printf "2^100 = %s\n" (to_string (pow (of_int 2) 100));
  Printf.printf "3^200 = %s\n" (to_string (pow (of_int 3) 200));
  Printf.printf "50! = %s\n" (to_string (factorial 50));
  Printf.printf "100! has %d digits, digit sum %d\n" (String.length (to_string (factorial 100))) (digit_sum (factorial 100));
  Printf.printf "fib 300 = %s\n" (to_string (fib 300));
  let a = of_string "123456789012345678901234567890" and b = of_string "987654321098765432109876543210" in
  Printf.printf "a + b = %s\n" (to_string (add a b));
  Printf.printf "b - a = %s\n" (to_string (sub b a));
  Printf.printf "a * b = %s\n" (to_string (mul a b));
  let q, r = divmod_small b 97 in
  Printf.printf "b / 97 = %s remainder %d\n" (to_string q) r;
  Printf.printf "check: %b\n" (compare_nat (add (mul_small q 97) (of_int r)) b = 0);
  Printf.printf "compare a b = %d, b a = %d, a a = %d\n" (compare_nat a b) (compare_nat b a) (compare_nat a a);
  (* Catalan numbers C(n) = (2n)! / ((n+1)! n!) computed by the recurrence C(n+1) = C(n) * 2(2n+1) / (n+2) *)
  let c = ref (of_int 1) in
  let cats = ref [] in
  for n = 0 to 30 do
    cats := to_string !c :: !cats;
    let num = mul_small !c (2 * (2 * n + 1)) in
    let q, rem = divmod_small num (n + 2) in
    assert (rem = 0);
    c := q
  done;
  Printf.printf "catalan: %s\n" (String.concat " " (List.rev !cats));
  let big = pow (of_int 7) 77 in
  Printf.printf "7^77 mod 1000 = %d, mod 9999 = %d\n" (snd (divmod_small big 1000)) (snd (divmod_small big 9999));
  Printf.printf "round trip: %b\n" (to_string (of_string "100000000000000000001") = "100000000000000000001");
  Printf.printf "zero cases: %s %s %s\n" (to_string (sub a a)) (to_string (mul a [])) (to_string (of_int 0))
