(* Length-indexed vectors: head of an empty vector is a type error. *)
type zero = Zero
type 'n succ = Succ of 'n
type (_, _) vec = Nil : ('a, zero) vec | Cons : 'a * ('a, 'n) vec -> ('a, 'n succ) vec
let hd : type a n. (a, n succ) vec -> a = function Cons (x, _) -> x
let tl : type a n. (a, n succ) vec -> (a, n) vec = function Cons (_, t) -> t
let rec map : type a b n. (a -> b) -> (a, n) vec -> (b, n) vec = fun f -> function
  | Nil -> Nil
  | Cons (x, t) -> Cons (f x, map f t)
let rec to_list : type a n. (a, n) vec -> a list = function Nil -> [] | Cons (x, t) -> x :: to_list t
let v = Cons (1, Cons (2, Nil))
let doubled = to_list (map (fun x -> x * 2) v)
let first = hd (tl v)
