(* Exhaustiveness of matches on GADTs: a constructor whose declared result cannot be the
   scrutinee's type need not be matched (no warning 8), is left out of the example of an
   unmatched value, and a case only it could reach is unreachable (warning 56). *)
type _ hlist = [] : unit hlist | (::) : 'a * 'b hlist -> ('a * 'b) hlist

let head : type a b. (a * b) hlist -> a = function x :: _ -> x
let tail : type a b. (a * b) hlist -> b hlist = function _ :: t -> t
let head_or_fail : type a b. (a * b) hlist -> a = function x :: _ -> x | _ -> assert false
let refuted : type a b. (a * b) hlist -> a = function x :: _ -> x | _ -> .
let any_list : type a. a hlist -> int = function _ :: _ -> 1

type zero = Zero
type 'n succ = Succ of 'n
type (_, _) vec = Nil : ('a, zero) vec | Cons : 'a * ('a, 'n) vec -> ('a, 'n succ) vec

let hd : type a n. (a, n succ) vec -> a = function Cons (x, _) -> x
let both : type a n. (a, n succ) vec * (a, n succ) vec -> a * a = function Cons (x, _), Cons (y, _) -> (x, y)
let second : type a n. (a, n succ succ) vec -> a = function Cons (_, Cons (y, _)) -> y
let in_option : type a n. (a, n succ) vec option -> a = function Some (Cons (x, _)) -> x
let empty : type a. (a, zero) vec -> int = function Nil -> 0
let any_length : type a n. (a, n) vec -> int = function Cons _ -> 1

type _ expr = Int : int -> int expr | Bool : bool -> bool expr | Add : int expr * int expr -> int expr | If : bool expr * 'a expr * 'a expr -> 'a expr

let rec eval_int : int expr -> int = function
  | Int n -> n
  | Add (a, b) -> eval_int a + eval_int b
  | If (c, t, e) -> if eval_bool c then eval_int t else eval_int e
and eval_bool : bool expr -> bool = function
  | Bool b -> b
  | If (c, t, e) -> if eval_bool c then eval_bool t else eval_bool e

let is_const : int expr -> bool = function Int _ -> true | Add _ -> false

type (_, _) eq = Refl : ('a, 'a) eq
let cast : type a b. (a, b) eq -> a -> b = fun Refl x -> x
