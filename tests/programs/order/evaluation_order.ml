(* The order in which OCaml's compilers evaluate the parts of an expression: right to left for
   function, constructor, tuple, record and array arguments and binary operators; the lower bound
   of a for loop before the upper; let-bound tuples; the parts of a let rec. *)
let trace = Buffer.create 64
let p s x = Buffer.add_string trace s; x
let show what = Printf.printf "%-12s %s\n" what (Buffer.contents trace); Buffer.clear trace

let f3 a b c = a + b + c
let () = ignore (f3 (p "a" 1) (p "b" 2) (p "c" 3)); show "call"
let () = let g = p "fn" f3 in ignore (g (p "1" 1) (p "2" 2) (p "3" 3)); show "unknown call"
let () = ignore (p "pf" (f3 (p "x" 1)) (p "y" 2) (p "z" 3)); show "partial"
let () = ignore (p "x" 1, p "y" 2, p "z" 3); show "tuple"
type r = { a : int; b : int; mutable c : int }
let () = ignore { a = p "A" 1; b = p "B" 2; c = p "C" 3 }; show "record"
let () = ignore { c = p "C" 3; b = p "B" 2; a = p "A" 1 }; show "record swap"
let base = { a = 0; b = 0; c = 0 }
let () = ignore { (p "base" base) with b = p "B" 2 }; show "record with"
type v = V of int * int * int
let () = ignore (V (p "1" 1, p "2" 2, p "3" 3)); show "constructor"
let () = ignore [p "1" 1; p "2" 2; p "3" 3]; show "list"
let () = ignore [| p "1" 1; p "2" 2; p "3" 3 |]; show "array"
let () = ignore [| p "1" 1.; p "2" 2.; p "3" 3. |]; show "float array"
let () = ignore (p "l" 1 + p "r" 2); show "operator +"
let () = ignore (p "l" 1. *. p "r" 2.); show "operator *."
let () = ignore (p "l" "a" ^ p "r" "b"); show "operator ^"
let () = ignore (p "l" 1 = p "r" 2); show "operator ="
let () = ignore (p "l" true && p "r" true); show "operator &&"
let () = ignore (p "l" false || p "r" true); show "operator ||"
let () = for i = p "lo" 1 to p "hi" 2 do ignore i done; show "for up"
let () = for i = p "hi" 2 downto p "lo" 1 do ignore i done; show "for down"
let () = let (x, y) = (p "x" 1, p "y" 2) in ignore (x + y); show "let tuple"
let () = let x = p "x" 1 and y = p "y" 2 in ignore (x + y); show "let and"
let () = let r = ref 0 in (p "ref" r) := p "val" 1; show "assign"
let () = let a = [| 0; 0 |] in (p "arr" a).(p "idx" 0) <- p "val" 1; show "array set"
let () = base.c <- p "val" 5; (p "rec" base).c <- p "val" 6; show "field set"
let () = ignore ((p "f" (fun x y -> x + y)) (p "x" 1) (p "y" 2)); show "apply lambda"
let () = ignore (Printf.sprintf "%d %d" (p "1" 1) (p "2" 2)); show "printf"
let () = ignore (List.map (fun x -> p (string_of_int x) x) [1; 2; 3]); show "List.map"
let () = ignore (Array.map (fun x -> p (string_of_int x) x) [| 1; 2; 3 |]); show "Array.map"
let () = ignore (Array.init 3 (fun x -> p (string_of_int x) x)); show "Array.init"
let () = ignore (List.init 3 (fun x -> p (string_of_int x) x)); show "List.init"
let () = ignore (String.concat (p "sep" "") [p "a" "a"; p "b" "b"]); show "concat"
let rec x = (p "x" (); 1 :: y) and n = p "n" 5 and y = (p "y" (); 2 :: x) and m = p "m" 6
let () = ignore (x, n, y, m); show "let rec"
let () = let v = (p "a" 0.1) +. (p "b" 0.2) in Printf.printf "%b %b %b\n" (v == v) (0.3 == 0.3) (v == 0.30000000000000004)
