(* Lazy sequences: a sequence is a function that yields its first node on
   demand. Nothing is evaluated before a node is asked for. *)

type 'a t = unit -> 'a node
and 'a node = Nil | Cons of 'a * 'a t

let empty () = Nil
let return x () = Cons (x, empty)
let cons x rest () = Cons (x, rest)

let rec append s1 s2 () =
  match s1 () with
  | Nil -> s2 ()
  | Cons (x, rest) -> Cons (x, append rest s2)

let rec map f s () =
  match s () with
  | Nil -> Nil
  | Cons (x, rest) -> Cons (f x, map f rest)

let rec filter_map f s () =
  match s () with
  | Nil -> Nil
  | Cons (x, rest) -> (
      match f x with
      | None -> filter_map f rest ()
      | Some y -> Cons (y, filter_map f rest))

let rec filter p s () =
  match s () with
  | Nil -> Nil
  | Cons (x, rest) -> if p x then Cons (x, filter p rest) else filter p rest ()

let rec concat ss () =
  match ss () with
  | Nil -> Nil
  | Cons (s, rest) -> append s (concat rest) ()

let rec flat_map f s () =
  match s () with
  | Nil -> Nil
  | Cons (x, rest) -> append (f x) (flat_map f rest) ()

let concat_map = flat_map

let fold_left f init s =
  let rec go acc s =
    match s () with
    | Nil -> acc
    | Cons (x, rest) -> go (f acc x) rest
  in
  go init s

let iter f s =
  let rec go s =
    match s () with
    | Nil -> ()
    | Cons (x, rest) ->
        f x;
        go rest
  in
  go s

let rec unfold step seed () =
  match step seed with
  | None -> Nil
  | Some (x, seed') -> Cons (x, unfold step seed')
