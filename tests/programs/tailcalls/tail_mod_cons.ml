(* reference: native, unlimited stack *)
(* [@tail_mod_cons] on user functions: lists, trees, records, options, a call
   chosen by [@tailcall], mutual recursion, and functions calling each other. *)
type 'a tree = Leaf | Node of 'a tree * 'a * 'a tree

let[@tail_mod_cons] rec map f l =
  match l with
  | [] -> []
  | x :: xs ->
    let y = f x in
    y :: map f xs

(* In-order list of a tree: the right subtree's call is the one in TMC position. *)
let[@tail_mod_cons] rec to_list_onto t acc =
  match t with
  | Leaf -> acc
  | Node (l, x, r) -> to_list_onto_left l x r acc

and[@tail_mod_cons] to_list_onto_left l x r acc =
  match l with
  | Leaf -> x :: to_list_onto r acc
  | Node (ll, y, lr) -> to_list_onto_left ll y (Node (lr, x, r)) acc

type exp = Var of int | Let of (int * exp) * exp

(* Two calls in one constructor: [@tailcall] says which becomes a tail call. *)
let[@tail_mod_cons] rec map_vars f exp =
  match exp with
  | Var v -> Var (f v)
  | Let ((v, def), body) -> Let ((f v, map_vars f def), (map_vars [@tailcall]) f body)

let[@tail_mod_cons] rec count_vars_tailcall_false f exp =
  match exp with
  | Var v -> Var (f v)
  | Let ((v, def), body) ->
    Let ((f v, (count_vars_tailcall_false [@tailcall false]) f def), count_vars_tailcall_false f body)

(* Records, options and tuples as constructors; nested constructors. *)
type 'a chain = { value : 'a; next : 'a chain option }

let[@tail_mod_cons] rec chain_of_list l =
  match l with
  | [] -> None
  | [x] -> Some { value = x; next = None }
  | x :: rest -> Some { value = x; next = chain_of_list rest }

let rec sum_chain acc c = match c with None -> acc | Some { value; next } -> sum_chain ((acc + value) mod 997) next

let[@tail_mod_cons] rec pairs l =
  match l with
  | x :: y :: rest -> (x, y) :: (y, x) :: pairs rest
  | _ -> []

(* Through if, let, sequence and a nested match in tail position. *)
let[@tail_mod_cons] rec filter_dup p l =
  match l with
  | [] -> []
  | x :: xs ->
    if p x then
      let d = x * 2 in
      x :: d :: filter_dup p xs
    else begin
      ignore (Sys.opaque_identity x);
      match xs with
      | [] -> []
      | _ -> filter_dup p xs
    end

(* Mutual recursion between marked functions: calls in tail position stay tail calls. *)
let[@tail_mod_cons] rec take_evens l =
  match l with [] -> [] | x :: xs -> x :: skip_odds xs
and[@tail_mod_cons] skip_odds l =
  match l with [] -> [] | _ :: xs -> take_evens xs

(* A marked local function whose calls go to an outer marked function. *)
let[@tail_mod_cons] rec append_all lists =
  match lists with
  | [] -> []
  | l :: rest ->
    let[@tail_mod_cons] rec go l = match l with [] -> append_all rest | x :: xs -> x :: go xs in
    go l

let rec build n acc = if n = 0 then acc else build (n - 1) (Node (acc, n, Leaf))

let () =
  let n = 30_000 in
  let l = List.init n (fun i -> i) in
  let m = map (fun x -> x + 1) l in
  Printf.printf "map: %d %d %d\n" (List.length m) (List.hd m) (List.nth m (n - 1));
  (* a left comb of depth n *)
  let t = build n Leaf in
  let tl = to_list_onto t [-1] in
  Printf.printf "tree to list: %d %d %d\n" (List.length tl) (List.hd tl) (List.nth tl n);
  let rec long_let k acc = if k = 0 then acc else long_let (k - 1) (Let ((k, Var k), acc)) in
  let e = long_let n (Var 0) in
  let rec size e acc = match e with Var v -> acc + v | Let ((v, d), b) -> size b (size d (acc + v)) in
  Printf.printf "map_vars: %d\n" (size (map_vars (fun v -> v mod 7) e) 0 mod 997);
  Printf.printf "tailcall false: %d\n" (size (count_vars_tailcall_false (fun v -> v mod 5) e) 0 mod 997);
  Printf.printf "chain: %d\n" (sum_chain 0 (chain_of_list l) mod 997);
  let p = pairs l in
  Printf.printf "pairs: %d %d\n" (List.length p) (List.fold_left (fun acc (a, b) -> (acc + a - b) mod 997) 0 p);
  let f = filter_dup (fun x -> x mod 3 = 0) l in
  Printf.printf "filter_dup: %d %d\n" (List.length f) (List.fold_left (fun acc x -> (acc + x) mod 997) 0 f);
  Printf.printf "take_evens: %d\n" (List.length (take_evens l));
  let a = append_all [ l; [1; 2; 3]; []; l ] in
  Printf.printf "append_all: %d\n" (List.length a);
  (* the result reads back as built, after the hole was filled *)
  let small = map (fun x -> x * 10) [1; 2; 3] in
  (match small with
   | [a; b; c] -> Printf.printf "small: %d %d %d\n" a b c
   | _ -> print_endline "wrong shape");
  match chain_of_list [4; 5] with
  | Some { value = 4; next = Some { value = 5; next = None } } -> print_endline "chain ok"
  | _ -> print_endline "chain wrong"
