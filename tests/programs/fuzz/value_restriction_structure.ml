(* The value restriction lowers only the variables of an expansive value's type: the structure
   around them (the [int] of an [int ref]) stays generic, so each use of the value gets its own
   copy of it. A use inside a module that defines a local abbreviation of that type must not
   change the type every other use reads (found by the fuzzer: a toplevel recursive function
   returning [!g] was seen with a module's local [t] as its result type). *)
let g = ref 0
let rec down (n : int) : int = if n <= 0 then !g else down (n - 1)

module M = struct
  type t = int
  let combine (a : t) (b : t) : t = if a > b then down (down a) else b
  let zero : t = !g
end

let () = print_int (down 3 + M.combine 4 2 + M.zero); print_newline ()

(* The same through an array, a record with a mutable field, a pair and a hashtable. *)
let cells = Array.make 3 1.5
type box = { mutable v : string }
let b = { v = "x" }
let pair = (ref 'a', ref true)
let table : (string, int) Hashtbl.t = Hashtbl.create 8

let first () = cells.(0)
let name () = b.v
let flag () = !(snd pair)

module N = struct
  type f = float
  type s = string
  type c = char
  type k = string
  let scale (x : f) : f = first () *. x
  let shout (x : s) : s = name () ^ x
  let letter () : c = !(fst pair)
  let count (key : k) : int = try Hashtbl.find table key with Not_found -> 0
end

let () =
  Hashtbl.replace table "one" 1;
  Printf.printf "%g %s %c %b %d\n" (N.scale 2. +. first ()) (N.shout "!" ^ name ()) (N.letter ()) (flag ()) (N.count "one");
  b.v <- "y";
  cells.(0) <- 4.;
  Printf.printf "%g %s\n" (first ()) (N.shout "?")

(* A functor's argument module with its own abbreviation, applied twice. *)
let total = ref 10
let read () = !total
module Twice (X : sig type t = int val f : t -> t end) = struct
  let run (x : X.t) : X.t = X.f (X.f x) + read ()
end
module A = Twice (struct type t = int let f x = x + read () end)
module B = Twice (struct type t = int let f x = x * 2 end)
let () = Printf.printf "%d %d %d\n" (A.run 1) (B.run 1) (read ())

(* Weak variables are still weak: the first use fixes them, everywhere. *)
let cache = ref []
let remember x = cache := x :: !cache
module W = struct
  type w = int
  let add (x : w) = remember x
end
let () =
  W.add 3;
  remember 4;
  print_int (List.fold_left ( + ) 0 !cache);
  print_newline ()
