(* Last-in first-out stacks, as a list with its length. *)

type 'a t = { mutable items : 'a list; mutable size : int }

exception Empty

let create () = { items = []; size = 0 }

let clear s =
  s.items <- [];
  s.size <- 0

let copy s = { items = s.items; size = s.size }

let push x s =
  s.items <- x :: s.items;
  s.size <- s.size + 1

let pop s =
  match s.items with
  | [] -> raise Empty
  | x :: rest ->
      s.items <- rest;
      s.size <- s.size - 1;
      x

let pop_opt s =
  match s.items with
  | [] -> None
  | x :: rest ->
      s.items <- rest;
      s.size <- s.size - 1;
      Some x

let top s = match s.items with [] -> raise Empty | x :: _ -> x
let top_opt s = match s.items with [] -> None | x :: _ -> Some x
let is_empty s = s.items = []
let length s = s.size
let iter f s = List.iter f s.items
let fold f init s = List.fold_left f init s.items
let to_seq s = List.to_seq s.items
let add_seq s seq = Seq.iter (fun x -> push x s) seq

let of_seq seq =
  let s = create () in
  add_seq s seq;
  s
