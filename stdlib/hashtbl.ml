(* Hash tables with OCaml's layout and algorithms: an array of buckets
   whose size is a power of 2 (at least 16), new bindings at the head of
   their bucket, the array doubled when there are more than two bindings
   per bucket, and the same hash function. Iteration order, [fold] order
   and [stats] are therefore those of OCaml. *)

type ('a, 'b) t = {
  mutable size : int;
  mutable data : ('a, 'b) bucket array;
  seed : int;
  (* Negated while an iteration runs, so that a resize during it copies
     the cells instead of relinking them. *)
  mutable initial_size : int;
}

and ('a, 'b) bucket = Empty | Cons of ('a, 'b) cell
and ('a, 'b) cell = { mutable key : 'a; mutable value : 'b; mutable next : ('a, 'b) bucket }

let traversing h = h.initial_size < 0
let flip_traversal h = h.initial_size <- -h.initial_size

(* Randomisation is off unless OCAMLRUNPARAM (or CAMLRUNPARAM) holds R. *)
let randomized =
  let params =
    try Sys.getenv "OCAMLRUNPARAM"
    with Not_found -> ( try Sys.getenv "CAMLRUNPARAM" with Not_found -> "")
  in
  ref (String.contains params 'R')

let randomize () = randomized := true
let is_randomized () = !randomized
let prng = lazy (Random.State.make_self_init ())

let rec power_2_above x n =
  if x >= n then x else if x * 2 > Sys.max_array_length then x else power_2_above (x * 2) n

let create ?(random = !randomized) n =
  let size = power_2_above 16 n in
  let seed = if random then Random.State.bits (Lazy.force prng) else 0 in
  { initial_size = size; size = 0; seed; data = Array.make size Empty }

let clear h =
  if h.size > 0 then begin
    h.size <- 0;
    Array.fill h.data 0 (Array.length h.data) Empty
  end

let reset h =
  let initial = abs h.initial_size in
  if Array.length h.data = initial then clear h
  else begin
    h.size <- 0;
    h.data <- Array.make initial Empty
  end

let copy_bucket b =
  let rec copy b =
    match b with
    | Empty -> Empty
    | Cons c -> Cons { key = c.key; value = c.value; next = copy c.next }
  in
  copy b

let copy h = { h with data = Array.map copy_bucket h.data }
let length h = h.size

(* Moves every cell of [old_data] to its bucket in [new_data], keeping the
   order of each bucket (cells are appended at the tail). In place unless
   an iteration is running. *)
let insert_all_buckets index in_place old_data new_data =
  let n = Array.length new_data in
  let tails = Array.make n Empty in
  let rec move b =
    match b with
    | Empty -> ()
    | Cons c ->
        let next = c.next in
        let cell = if in_place then b else Cons { key = c.key; value = c.value; next = Empty } in
        let i = index c.key in
        (match tails.(i) with Empty -> new_data.(i) <- cell | Cons tail -> tail.next <- cell);
        tails.(i) <- cell;
        move next
  in
  for i = 0 to Array.length old_data - 1 do
    move old_data.(i)
  done;
  if in_place then
    for i = 0 to n - 1 do
      match tails.(i) with Empty -> () | Cons tail -> tail.next <- Empty
    done

let resize index h =
  let old_data = h.data in
  let new_size = Array.length old_data * 2 in
  if new_size < Sys.max_array_length then begin
    let new_data = Array.make new_size Empty in
    let in_place = not (traversing h) in
    h.data <- new_data;
    insert_all_buckets (index h) in_place old_data new_data
  end

(* Runs [f] with the traversal mark set (unless an outer traversal already
   set it), clearing it however [f] ends. *)
let traversal h f =
  let outer = traversing h in
  if not outer then flip_traversal h;
  match f () with
  | result ->
      if not outer then flip_traversal h;
      result
  | exception e ->
      if not outer then flip_traversal h;
      raise e

let iter f h =
  let rec each b =
    match b with
    | Empty -> ()
    | Cons c ->
        f c.key c.value;
        each c.next
  in
  traversal h (fun () ->
      let d = h.data in
      for i = 0 to Array.length d - 1 do
        each d.(i)
      done)

(* Rebuilds bucket i keeping the cells for which f returns Some. [prev] is
   the last cell kept. *)
let rec filter_map_bucket f h i prev b =
  match b with
  | Empty -> ( match prev with Empty -> h.data.(i) <- Empty | Cons p -> p.next <- Empty)
  | Cons c -> (
      match f c.key c.value with
      | None ->
          h.size <- h.size - 1;
          filter_map_bucket f h i prev c.next
      | Some v ->
          (match prev with Empty -> h.data.(i) <- b | Cons p -> p.next <- b);
          c.value <- v;
          filter_map_bucket f h i b c.next)

let filter_map_inplace f h =
  let d = h.data in
  traversal h (fun () ->
      for i = 0 to Array.length d - 1 do
        filter_map_bucket f h i Empty h.data.(i)
      done)

let fold f h init =
  let rec each b acc = match b with Empty -> acc | Cons c -> each c.next (f c.key c.value acc) in
  traversal h (fun () ->
      let d = h.data in
      let acc = ref init in
      for i = 0 to Array.length d - 1 do
        acc := each d.(i) !acc
      done;
      !acc)

type statistics = {
  num_bindings : int;
  num_buckets : int;
  max_bucket_length : int;
  bucket_histogram : int array;
}

let rec bucket_length n b = match b with Empty -> n | Cons c -> bucket_length (n + 1) c.next

let stats h =
  let longest = Array.fold_left (fun m b -> Int.max m (bucket_length 0 b)) 0 h.data in
  let histogram = Array.make (longest + 1) 0 in
  Array.iter
    (fun b ->
      let n = bucket_length 0 b in
      histogram.(n) <- histogram.(n) + 1)
    h.data;
  {
    num_bindings = h.size;
    num_buckets = Array.length h.data;
    max_bucket_length = longest;
    bucket_histogram = histogram;
  }

(* Walks the bucket array captured now, even if the table is resized. *)
let to_seq h =
  let d = h.data in
  let rec from i b () =
    match b with
    | Empty -> if i = Array.length d then Seq.Nil else from (i + 1) d.(i) ()
    | Cons c -> Seq.Cons ((c.key, c.value), from i c.next)
  in
  from 0 Empty

let to_seq_keys h = Seq.map fst (to_seq h)
let to_seq_values h = Seq.map snd (to_seq h)

(* The operations that look keys up, given the bucket index of a key and
   the key equality: shared by the polymorphic table and the functors. *)

let add_in index h key value =
  let i = index h key in
  h.data.(i) <- Cons { key; value; next = h.data.(i) };
  h.size <- h.size + 1;
  if h.size > Array.length h.data lsl 1 then resize index h

let remove_in index equal h key =
  let i = index h key in
  let rec walk prev b =
    match b with
    | Empty -> ()
    | Cons c ->
        if equal c.key key then begin
          h.size <- h.size - 1;
          match prev with Empty -> h.data.(i) <- c.next | Cons p -> p.next <- c.next
        end
        else walk b c.next
  in
  walk Empty h.data.(i)

let find_in index equal h key =
  let rec walk b =
    match b with Empty -> raise Not_found | Cons c -> if equal key c.key then c.value else walk c.next
  in
  walk h.data.(index h key)

let find_opt_in index equal h key =
  let rec walk b =
    match b with Empty -> None | Cons c -> if equal key c.key then Some c.value else walk c.next
  in
  walk h.data.(index h key)

(* In constant stack, as OCaml 5's: a bucket holds every binding of a key
   added many times. *)
let find_all_in index equal h key =
  let[@tail_mod_cons] rec walk b =
    match b with
    | Empty -> []
    | Cons c -> if equal c.key key then c.value :: walk c.next else walk c.next
  in
  walk h.data.(index h key)

let replace_in index equal h key value =
  let i = index h key in
  let first = h.data.(i) in
  let rec update b =
    match b with
    | Empty -> false
    | Cons c ->
        if equal c.key key then begin
          c.key <- key;
          c.value <- value;
          true
        end
        else update c.next
  in
  if not (update first) then begin
    h.data.(i) <- Cons { key; value; next = first };
    h.size <- h.size + 1;
    if h.size > Array.length h.data lsl 1 then resize index h
  end

let mem_in index equal h key =
  let rec walk b = match b with Empty -> false | Cons c -> equal c.key key || walk c.next in
  walk h.data.(index h key)

module type HashedType = sig
  type t

  val equal : t -> t -> bool
  val hash : t -> int
end

module type S = sig
  type key
  type !'a t

  val create : int -> 'a t
  val clear : 'a t -> unit
  val reset : 'a t -> unit
  val copy : 'a t -> 'a t
  val add : 'a t -> key -> 'a -> unit
  val remove : 'a t -> key -> unit
  val find : 'a t -> key -> 'a
  val find_opt : 'a t -> key -> 'a option
  val find_all : 'a t -> key -> 'a list
  val replace : 'a t -> key -> 'a -> unit
  val mem : 'a t -> key -> bool
  val iter : (key -> 'a -> unit) -> 'a t -> unit
  val filter_map_inplace : (key -> 'a -> 'a option) -> 'a t -> unit
  val fold : (key -> 'a -> 'b -> 'b) -> 'a t -> 'b -> 'b
  val length : 'a t -> int
  val stats : 'a t -> statistics
  val to_seq : 'a t -> (key * 'a) Seq.t
  val to_seq_keys : 'a t -> key Seq.t
  val to_seq_values : 'a t -> 'a Seq.t
  val add_seq : 'a t -> (key * 'a) Seq.t -> unit
  val replace_seq : 'a t -> (key * 'a) Seq.t -> unit
  val of_seq : (key * 'a) Seq.t -> 'a t
end

module type SeededHashedType = sig
  type t

  val equal : t -> t -> bool
  val hash : int -> t -> int
end

module type SeededS = sig
  type key
  type !'a t

  val create : ?random:bool -> int -> 'a t
  val clear : 'a t -> unit
  val reset : 'a t -> unit
  val copy : 'a t -> 'a t
  val add : 'a t -> key -> 'a -> unit
  val remove : 'a t -> key -> unit
  val find : 'a t -> key -> 'a
  val find_opt : 'a t -> key -> 'a option
  val find_all : 'a t -> key -> 'a list
  val replace : 'a t -> key -> 'a -> unit
  val mem : 'a t -> key -> bool
  val iter : (key -> 'a -> unit) -> 'a t -> unit
  val filter_map_inplace : (key -> 'a -> 'a option) -> 'a t -> unit
  val fold : (key -> 'a -> 'b -> 'b) -> 'a t -> 'b -> 'b
  val length : 'a t -> int
  val stats : 'a t -> statistics
  val to_seq : 'a t -> (key * 'a) Seq.t
  val to_seq_keys : 'a t -> key Seq.t
  val to_seq_values : 'a t -> 'a Seq.t
  val add_seq : 'a t -> (key * 'a) Seq.t -> unit
  val replace_seq : 'a t -> (key * 'a) Seq.t -> unit
  val of_seq : (key * 'a) Seq.t -> 'a t
end

module MakeSeeded (H : SeededHashedType) : SeededS with type key = H.t = struct
  type key = H.t
  type 'a hashtbl = (key, 'a) t
  type 'a t = 'a hashtbl

  let create = create
  let clear = clear
  let reset = reset
  let copy = copy
  let index h key = H.hash h.seed key land (Array.length h.data - 1)
  let add h key value = add_in index h key value
  let remove h key = remove_in index H.equal h key
  let find h key = find_in index H.equal h key
  let find_opt h key = find_opt_in index H.equal h key
  let find_all h key = find_all_in index H.equal h key
  let replace h key value = replace_in index H.equal h key value
  let mem h key = mem_in index H.equal h key
  let iter = iter
  let filter_map_inplace = filter_map_inplace
  let fold = fold
  let length = length
  let stats = stats
  let to_seq = to_seq
  let to_seq_keys = to_seq_keys
  let to_seq_values = to_seq_values
  let add_seq h s = Seq.iter (fun (k, v) -> add h k v) s
  let replace_seq h s = Seq.iter (fun (k, v) -> replace h k v) s

  let of_seq s =
    let h = create 16 in
    replace_seq h s;
    h
end

module Make (H : HashedType) : S with type key = H.t = struct
  (* The seed is ignored: hashes are H's. *)
  module Unseeded = struct
    type t = H.t

    let equal = H.equal
    let hash (_ : int) x = H.hash x
  end

  include MakeSeeded (Unseeded)

  let create n = create ~random:false n

  let of_seq s =
    let h = create 16 in
    replace_seq h s;
    h
end

external seeded_hash_param : int -> int -> int -> 'a -> int = "caml_hash"

let hash x = seeded_hash_param 10 100 0 x
let hash_param n1 n2 x = seeded_hash_param n1 n2 0 x
let seeded_hash seed x = seeded_hash_param 10 100 seed x

(* The polymorphic table: the generic hash and structural equality. *)
let index h key = seeded_hash_param 10 100 h.seed key land (Array.length h.data - 1)
let equal a b = compare a b = 0
let add h key value = add_in index h key value
let remove h key = remove_in index equal h key
let find h key = find_in index equal h key
let find_opt h key = find_opt_in index equal h key
let find_all h key = find_all_in index equal h key
let replace h key value = replace_in index equal h key value
let mem h key = mem_in index equal h key
let add_seq h s = Seq.iter (fun (k, v) -> add h k v) s
let replace_seq h s = Seq.iter (fun (k, v) -> replace h k v) s

let of_seq s =
  let h = create 16 in
  replace_seq h s;
  h

let rebuild ?(random = !randomized) h =
  let size = power_2_above 16 (Array.length h.data) in
  let seed = if random then Random.State.bits (Lazy.force prng) else h.seed in
  let h' = { size = h.size; data = Array.make size Empty; seed; initial_size = h.initial_size } in
  insert_all_buckets (index h') false h.data h'.data;
  h'
