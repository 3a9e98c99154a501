(* An interpreter for a small imperative language (assignments, while, if, print, arrays)
   given as an abstract syntax tree; it runs several programs and reports the store. *)
type aexp = N of int | V of string | Plus of aexp * aexp | Minus of aexp * aexp | Times of aexp * aexp
  | Divide of aexp * aexp | Modulo of aexp * aexp | Idx of string * aexp
type bexp = True | False | Less of aexp * aexp | Equal of aexp * aexp | Not of bexp | And of bexp * bexp | Or of bexp * bexp
type stmt =
  | Assign of string * aexp
  | Store of string * aexp * aexp
  | NewArray of string * aexp
  | Seq of stmt list
  | If of bexp * stmt * stmt
  | While of bexp * stmt
  | Print of aexp
  | Skip

exception Runtime_error of string

type store = { vars : (string, int) Hashtbl.t; arrays : (string, int array) Hashtbl.t; out : Buffer.t; mutable steps : int }

let rec aeval st = function
  | N n -> n
  | V x -> (match Hashtbl.find_opt st.vars x with Some v -> v | None -> raise (Runtime_error ("undefined variable " ^ x)))
  | Plus (a, b) -> aeval st a + aeval st b
  | Minus (a, b) -> aeval st a - aeval st b
  | Times (a, b) -> aeval st a * aeval st b
  | Divide (a, b) -> let d = aeval st b in if d = 0 then raise (Runtime_error "division by zero") else aeval st a / d
  | Modulo (a, b) -> let d = aeval st b in if d = 0 then raise (Runtime_error "division by zero") else aeval st a mod d
  | Idx (x, i) ->
    let arr = try Hashtbl.find st.arrays x with Not_found -> raise (Runtime_error ("undefined array " ^ x)) in
    let i = aeval st i in
    if i < 0 || i >= Array.length arr then raise (Runtime_error (Printf.sprintf "index %d out of bounds for %s" i x));
    arr.(i)

let rec beval st = function
  | True -> true | False -> false
  | Less (a, b) -> aeval st a < aeval st b
  | Equal (a, b) -> aeval st a = aeval st b
  | Not b -> not (beval st b)
  | And (a, b) -> beval st a && beval st b
  | Or (a, b) -> beval st a || beval st b

let rec exec st s =
  st.steps <- st.steps + 1;
  if st.steps > 200_000 then raise (Runtime_error "step limit exceeded");
  match s with
  | Assign (x, a) -> Hashtbl.replace st.vars x (aeval st a)
  | Store (x, i, a) ->
    let arr = try Hashtbl.find st.arrays x with Not_found -> raise (Runtime_error ("undefined array " ^ x)) in
    let i = aeval st i in
    if i < 0 || i >= Array.length arr then raise (Runtime_error (Printf.sprintf "index %d out of bounds for %s" i x));
    arr.(i) <- aeval st a
  | NewArray (x, n) -> Hashtbl.replace st.arrays x (Array.make (aeval st n) 0)
  | Seq l -> List.iter (exec st) l
  | If (b, t, e) -> if beval st b then exec st t else exec st e
  | While (b, body) as w -> if beval st b then (exec st body; exec st w)
  | Print a -> Buffer.add_string st.out (string_of_int (aeval st a)); Buffer.add_char st.out ' '
  | Skip -> ()

let run name prog =
  let st = { vars = Hashtbl.create 8; arrays = Hashtbl.create 4; out = Buffer.create 64; steps = 0 } in
  let result = try exec st prog; "ok" with Runtime_error m -> "error: " ^ m in
  Printf.printf "== %s: %s after %d steps\n" name result st.steps;
  if Buffer.length st.out > 0 then Printf.printf "output: %s\n" (Buffer.contents st.out);
  let vars = List.sort compare (Hashtbl.fold (fun k v acc -> (k, v) :: acc) st.vars []) in
  Printf.printf "vars: %s\n" (String.concat " " (List.map (fun (k, v) -> Printf.sprintf "%s=%d" k v) vars))

let ( := ) x a = Assign (x, a)
let i = V "i" and n = V "n"

let factorial = Seq [ "n" := N 10; "acc" := N 1; While (Less (N 0, n), Seq [ "acc" := Times (V "acc", n); "n" := Minus (n, N 1) ]) ]
let primes = Seq [
  NewArray ("sieve", N 60); "i" := N 2;
  While (Less (i, N 60), Seq [
    If (Equal (Idx ("sieve", i), N 0), Seq [ Print i; "j" := Times (i, i);
      While (Less (V "j", N 60), Seq [ Store ("sieve", V "j", N 1); "j" := Plus (V "j", i) ]) ], Skip);
    "i" := Plus (i, N 1) ]) ]
let gcd = Seq [ "a" := N 1071; "b" := N 462; While (Not (Equal (V "b", N 0)), Seq [ "t" := V "b"; "b" := Modulo (V "a", V "b"); "a" := V "t" ]); Print (V "a") ]
let bubble = Seq [
  NewArray ("a", N 8); "i" := N 0;
  While (Less (i, N 8), Seq [ Store ("a", i, Modulo (Times (Plus (i, N 3), N 37), N 19)); "i" := Plus (i, N 1) ]);
  "swapped" := N 1;
  While (Equal (V "swapped", N 1), Seq [
    "swapped" := N 0; "i" := N 0;
    While (Less (i, N 7), Seq [
      If (Less (Idx ("a", Plus (i, N 1)), Idx ("a", i)),
        Seq [ "t" := Idx ("a", i); Store ("a", i, Idx ("a", Plus (i, N 1))); Store ("a", Plus (i, N 1), V "t"); "swapped" := N 1 ], Skip);
      "i" := Plus (i, N 1) ]) ]);
  "i" := N 0; While (Less (i, N 8), Seq [ Print (Idx ("a", i)); "i" := Plus (i, N 1) ]) ]
let collatz = Seq [ "n" := N 27; "steps" := N 0; While (Not (Equal (n, N 1)), Seq [
  If (Equal (Modulo (n, N 2), N 0), ("n" := Divide (n, N 2)), ("n" := Plus (Times (N 3, n), N 1))); "steps" := Plus (V "steps", N 1) ]) ]
let bad_index = Seq [ NewArray ("a", N 3); Store ("a", N 3, N 1) ]
let bad_var = Print (V "nope")
let forever = While (True, Skip)
let short_circuit = Seq [ "x" := N 0; If (Or (Equal (V "x", N 0), Less (Divide (N 1, V "x"), N 0)), Print (N 1), Print (N 2)) ]

let () =
  List.iter (fun (name, p) -> run name p)
    [ ("factorial", factorial); ("primes", primes); ("gcd", gcd); ("bubble sort", bubble); ("collatz", collatz);
      ("bad index", bad_index); ("bad variable", bad_var); ("forever", forever); ("short circuit", short_circuit) ]

(* a pretty-printer for the abstract syntax, used on two of the programs *)
let rec show_a = function
  | N n -> string_of_int n | V x -> x
  | Plus (a, b) -> "(" ^ show_a a ^ " + " ^ show_a b ^ ")" | Minus (a, b) -> "(" ^ show_a a ^ " - " ^ show_a b ^ ")"
  | Times (a, b) -> show_a a ^ " * " ^ show_a b | Divide (a, b) -> show_a a ^ " / " ^ show_a b
  | Modulo (a, b) -> show_a a ^ " % " ^ show_a b | Idx (x, i) -> x ^ "[" ^ show_a i ^ "]"
let rec show_b = function
  | True -> "true" | False -> "false" | Less (a, b) -> show_a a ^ " < " ^ show_a b | Equal (a, b) -> show_a a ^ " == " ^ show_a b
  | Not b -> "!(" ^ show_b b ^ ")" | And (a, b) -> show_b a ^ " && " ^ show_b b | Or (a, b) -> show_b a ^ " || " ^ show_b b
let rec show_s ind s =
  let p = String.make ind ' ' in
  match s with
  | Assign (x, a) -> p ^ x ^ " = " ^ show_a a ^ ";\n"
  | Store (x, i, a) -> p ^ x ^ "[" ^ show_a i ^ "] = " ^ show_a a ^ ";\n"
  | NewArray (x, n) -> p ^ x ^ " = new int[" ^ show_a n ^ "];\n"
  | Seq l -> String.concat "" (List.map (show_s ind) l)
  | If (b, t, e) -> p ^ "if (" ^ show_b b ^ ") {\n" ^ show_s (ind + 2) t ^ p ^ "} else {\n" ^ show_s (ind + 2) e ^ p ^ "}\n"
  | While (b, body) -> p ^ "while (" ^ show_b b ^ ") {\n" ^ show_s (ind + 2) body ^ p ^ "}\n"
  | Print a -> p ^ "print(" ^ show_a a ^ ");\n"
  | Skip -> p ^ ";\n"
let () = print_string (show_s 0 gcd); print_string (show_s 0 collatz)
