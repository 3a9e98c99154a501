(* Every form of right-hand side OCaml accepts in a `let rec`, with the order in which the parts
   run: definitions of unknown size first, then the others in order. *)
let trace = Buffer.create 64
let note s = Buffer.add_string trace s

let rec take n l = if n = 0 then [] else match l with [] -> [] | x :: t -> x :: take (n - 1) t
let ints l = String.concat " " (List.map string_of_int l)

(* Cyclic lists, one and two. *)
let rec ones = 1 :: ones
let rec a = 1 :: b and b = 2 :: a
let () = Printf.printf "cycles: %s | %s\n" (ints (take 5 ones)) (ints (take 5 b))

(* A record and a constructor that point to themselves. *)
type node = { label : string; mutable next : node; prev : node }
let rec ring = { label = "r"; next = ring; prev = ring }
let () = Printf.printf "ring: %s %b %b\n" ring.next.prev.label (ring.next == ring) (ring.prev.next == ring)
type tree = Leaf | Node of tree * int * tree
let rec t = Node (t, 3, Leaf)
let () = match t with Node (Node (_, v, _), w, Leaf) -> Printf.printf "tree: %d %d\n" v w | _ -> print_endline "tree: ?"

(* A function defined through a local name for itself. *)
let rec fact = let self = fact in fun n -> if n <= 1 then 1 else n * self (n - 1)
let () = Printf.printf "fact: %d\n" (fact 10)
let rec count = let calls = ref 0 in fun n -> incr calls; if n = 0 then !calls else count (n - 1)
let () = Printf.printf "count: %d %d\n" (count 5) (count 2)

(* Functions and values in one group. *)
let rec handlers = [ ("even", even); ("odd", odd) ]
and even n = n = 0 || odd (n - 1)
and odd n = n <> 0 && even (n - 1)
and table = [| even; odd |]
let () = List.iter (fun (name, f) -> Printf.printf "%s 7: %b; " name (f 7)) handlers; Printf.printf "table: %b\n" (table.(0) 4)

(* Lazy values that force each other. *)
let rec l1 = lazy (1 + Lazy.force l2) and l2 = lazy (Lazy.force l3 * 2) and l3 = lazy 20
let () = Printf.printf "lazy: %d %d\n" (Lazy.force l1) (Lazy.force l2)
type s = S of int * s Lazy.t
let rec stream = lazy (S (0, lazy_tail)) and lazy_tail = lazy (S (1, stream))
let () = let (S (x, tl)) = Lazy.force stream in let (S (y, back)) = Lazy.force tl in Printf.printf "lazy cycle: %d %d %b\n" x y (back == stream)

(* Effects in the right-hand sides: unknown sizes first, then in order. *)
let rec x = (note "x"; 1 :: y) and n = (note "n"; 5) and y = (note "y"; 2 :: x) and m = (note "m"; 6)
let () = Printf.printf "order: %s %d %d %s\n" (Buffer.contents trace) n m (ints (take 4 x)); Buffer.clear trace
let rec f1 = (note "f1"; fun k -> if k = 0 then 0 else f2 (k - 1) + 1)
and v1 = (note "v1"; [ f1; f2 ])
and f2 = (note "f2"; fun k -> if k = 0 then 0 else f1 (k - 1) + 10)
let () = Printf.printf "order2: %s %d %d\n" (Buffer.contents trace) (f1 5) (List.length v1); Buffer.clear trace

(* Local definitions before the value, using the recursive name only under a function. *)
let rec cell = let get () = List.hd cell in [ (fun () -> 42); (fun () -> (get ()) () + 1) ]
let () = Printf.printf "cell: %d\n" ((List.nth cell 1) ())
let rec chain = let tail = chain in 0 :: tail
let () = Printf.printf "chain: %s\n" (ints (take 3 chain))

(* Arrays, tuples, options, references, exceptions. *)
type arr = A of arr array | E
let rec arr = [| A arr; E |]
let () = match arr.(0) with A a' -> Printf.printf "array: %b %d\n" (a' == arr) (Array.length a') | E -> ()
let rec pair = (1, fun () -> let (v, _) = pair in v + 1)
let () = Printf.printf "pair: %d\n" ((snd pair) ())
let rec r = ref (fun () -> ignore !r; true)
let () = Printf.printf "ref: %b\n" (!r ())
exception Chain of exn list
let rec e = Chain [ e; Not_found ]
let () = match e with Chain (e' :: _) -> Printf.printf "exn: %b\n" (e' == e) | _ -> ()

(* Inside functions, where the group is made at each call. *)
let make k =
  let rec evens = k :: odds and odds = (k + 1) :: evens in
  let rec loop i = if i = 0 then [] else i :: loop (i - 1) and base = [ loop; (fun _ -> base2) ] and base2 = [ k ] in
  let base = (List.nth base 0) k @ (List.nth base 1) 0 in
  (take 4 evens, base)
let () = let (c, l) = make 3 in Printf.printf "local: %s | %s\n" (ints c) (ints l)
let () = let (c, _) = make 7 in Printf.printf "local again: %s\n" (ints c)

(* Structural operations on cyclic values stop where OCaml's do. *)
let () = Printf.printf "hash: %b\n" (Hashtbl.hash ones = Hashtbl.hash (1 :: ones))
