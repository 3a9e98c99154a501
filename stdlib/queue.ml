(* First-in first-out queues: a singly linked list of mutable cells with
   pointers to both ends, so that adding and taking are constant time. *)

type 'a cell = Nil | Cons of 'a node
and 'a node = { content : 'a; mutable next : 'a cell }

type 'a t = { mutable length : int; mutable first : 'a cell; mutable last : 'a cell }

exception Empty

let create () = { length = 0; first = Nil; last = Nil }

let clear q =
  q.length <- 0;
  q.first <- Nil;
  q.last <- Nil

let add x q =
  let cell = Cons { content = x; next = Nil } in
  (match q.last with
  | Nil ->
      q.length <- 1;
      q.first <- cell
  | Cons last ->
      q.length <- q.length + 1;
      last.next <- cell);
  q.last <- cell

let push = add

let peek q = match q.first with Nil -> raise Empty | Cons n -> n.content
let peek_opt q = match q.first with Nil -> None | Cons n -> Some n.content
let top = peek

let take q =
  match q.first with
  | Nil -> raise Empty
  | Cons { content; next = Nil } ->
      clear q;
      content
  | Cons { content; next } ->
      q.length <- q.length - 1;
      q.first <- next;
      content

let take_opt q = match q.first with Nil -> None | Cons _ -> Some (take q)
let pop = take

(* Fresh cells in the same order; the new queue shares only the contents. *)
let copy q =
  let result = create () in
  let rec walk cell =
    match cell with
    | Nil -> ()
    | Cons n ->
        add n.content result;
        walk n.next
  in
  walk q.first;
  result

let is_empty q = q.length = 0
let length q = q.length

let iter f q =
  let rec walk cell =
    match cell with
    | Nil -> ()
    | Cons n ->
        f n.content;
        walk n.next
  in
  walk q.first

let fold f init q =
  let rec walk acc cell =
    match cell with Nil -> acc | Cons n -> walk (f acc n.content) n.next
  in
  walk init q.first

(* Moves all of q1 to the end of q2, leaving q1 empty. *)
let transfer q1 q2 =
  if q1.length > 0 then begin
    (match q2.last with
    | Nil ->
        q2.length <- q1.length;
        q2.first <- q1.first;
        q2.last <- q1.last
    | Cons last ->
        q2.length <- q2.length + q1.length;
        last.next <- q1.first;
        q2.last <- q1.last);
    clear q1
  end

let to_seq q =
  let rec from cell () =
    match cell with Nil -> Seq.Nil | Cons n -> Seq.Cons (n.content, from n.next)
  in
  from q.first

let add_seq q seq = Seq.iter (fun x -> add x q) seq

let of_seq seq =
  let q = create () in
  add_seq q seq;
  q
