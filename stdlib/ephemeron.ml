(* Ephemerons are the runtime's (runtime/weak.ts, OCaml's caml_ephe_* primitives); the weak
   hash tables are a generic table over containers (GenHashTable), as in OCaml: buckets of
   containers with their keys' hashes, the dead ones dropped when the table grows or is
   cleaned. *)

module type S = sig
  include Hashtbl.S
  val clean : 'a t -> unit
  val stats_alive : 'a t -> Hashtbl.statistics
end

module type SeededS = sig
  include Hashtbl.SeededS
  val clean : 'a t -> unit
  val stats_alive : 'a t -> Hashtbl.statistics
end

type eph

external ephe_create : int -> eph = "caml_ephe_create"
external ephe_length : eph -> int = "caml_ephe_length"
external ephe_get_key : eph -> int -> 'k option = "caml_ephe_get_key"
external ephe_get_key_copy : eph -> int -> 'k option = "caml_ephe_get_key_copy"
external ephe_set_key : eph -> int -> 'k -> unit = "caml_ephe_set_key"
external ephe_unset_key : eph -> int -> unit = "caml_ephe_unset_key"
external ephe_check_key : eph -> int -> bool = "caml_ephe_check_key"
external ephe_blit_key : eph -> int -> eph -> int -> int -> unit = "caml_ephe_blit_key"
external ephe_get_data : eph -> 'd option = "caml_ephe_get_data"
external ephe_get_data_copy : eph -> 'd option = "caml_ephe_get_data_copy"
external ephe_set_data : eph -> 'd -> unit = "caml_ephe_set_data"
external ephe_unset_data : eph -> unit = "caml_ephe_unset_data"
external ephe_check_data : eph -> bool = "caml_ephe_check_data"
external ephe_blit_data : eph -> eph -> unit = "caml_ephe_blit_data"

module GenHashTable = struct
  type equal = ETrue | EFalse | EDead

  module MakeSeeded (H : sig
    type t
    type 'a container
    val hash : int -> t -> int
    val equal : 'a container -> t -> equal
    val create : t -> 'a -> 'a container
    val get_key : 'a container -> t option
    val get_data : 'a container -> 'a option
    val set_key_data : 'a container -> t -> 'a -> unit
    val check_key : 'a container -> bool
  end) : SeededS with type key = H.t = struct
    type key = H.t
    type 'a bucket = Empty | Cons of int * 'a H.container * 'a bucket
    type 'a t = { mutable size : int; mutable data : 'a bucket array; seed : int; initial_size : int }

    let rec power_2_above x n = if x >= n || x * 2 > Sys.max_array_length then x else power_2_above (x * 2) n

    let create ?(random = Hashtbl.is_randomized ()) n =
      let s = power_2_above 16 n in
      let seed = if random then Random.State.bits (Random.State.make_self_init ()) else 0 in
      { size = 0; data = Array.make s Empty; seed; initial_size = s }

    let clear h =
      h.size <- 0;
      Array.fill h.data 0 (Array.length h.data) Empty

    let reset h =
      if Array.length h.data = h.initial_size then clear h
      else begin
        h.size <- 0;
        h.data <- Array.make h.initial_size Empty
      end

    let copy h = { h with data = Array.copy h.data }
    let key_index h hkey = hkey land (Array.length h.data - 1)

    let clean h =
      let rec do_bucket = function
        | Empty -> Empty
        | Cons (_, c, rest) when not (H.check_key c) -> h.size <- h.size - 1; do_bucket rest
        | Cons (hk, c, rest) -> Cons (hk, c, do_bucket rest)
      in
      Array.iteri (fun i b -> h.data.(i) <- do_bucket b) h.data

    let resize h =
      let odata = h.data in
      let osize = Array.length odata in
      let nsize = osize * 2 in
      clean h;
      if nsize < Sys.max_array_length && h.size >= osize lsr 1 then begin
        let ndata = Array.make nsize Empty in
        h.data <- ndata;
        let rec insert = function
          | Empty -> ()
          | Cons (hkey, c, rest) ->
              insert rest;
              let i = key_index h hkey in
              ndata.(i) <- Cons (hkey, c, ndata.(i))
        in
        Array.iter insert odata
      end

    let add h key info =
      let hkey = H.hash h.seed key in
      let i = key_index h hkey in
      h.data.(i) <- Cons (hkey, H.create key info, h.data.(i));
      h.size <- h.size + 1;
      if h.size > Array.length h.data lsl 1 then resize h

    let remove h key =
      let hkey = H.hash h.seed key in
      let rec remove_bucket = function
        | Empty -> Empty
        | Cons (hk, c, next) when hkey = hk -> (
            match H.equal c key with
            | ETrue -> h.size <- h.size - 1; next
            | EFalse -> Cons (hk, c, remove_bucket next)
            | EDead -> h.size <- h.size - 1; remove_bucket next)
        | Cons (hk, c, next) -> Cons (hk, c, remove_bucket next)
      in
      let i = key_index h hkey in
      h.data.(i) <- remove_bucket h.data.(i)

    let find_opt h key =
      let hkey = H.hash h.seed key in
      let rec find = function
        | Empty -> None
        | Cons (hk, c, rest) when hkey = hk -> (
            match H.equal c key with
            | ETrue -> ( match H.get_data c with None -> find rest | Some _ as d -> d)
            | EFalse | EDead -> find rest)
        | Cons (_, _, rest) -> find rest
      in
      find h.data.(key_index h hkey)

    let find h key = match find_opt h key with Some d -> d | None -> raise Not_found

    let find_all h key =
      let hkey = H.hash h.seed key in
      let rec find = function
        | Empty -> []
        | Cons (hk, c, rest) when hkey = hk -> (
            match H.equal c key with
            | ETrue -> ( match H.get_data c with None -> find rest | Some d -> d :: find rest)
            | EFalse | EDead -> find rest)
        | Cons (_, _, rest) -> find rest
      in
      find h.data.(key_index h hkey)

    let replace h key info =
      let hkey = H.hash h.seed key in
      let rec replace_bucket = function
        | Empty -> raise Not_found
        | Cons (hk, c, next) when hkey = hk -> (
            match H.equal c key with ETrue -> H.set_key_data c key info | EFalse | EDead -> replace_bucket next)
        | Cons (_, _, next) -> replace_bucket next
      in
      let i = key_index h hkey in
      let l = h.data.(i) in
      try replace_bucket l
      with Not_found ->
        h.data.(i) <- Cons (hkey, H.create key info, l);
        h.size <- h.size + 1;
        if h.size > Array.length h.data lsl 1 then resize h

    let mem h key = find_opt h key <> None

    let iter f h =
      let rec do_bucket = function
        | Empty -> ()
        | Cons (_, c, rest) ->
            (match (H.get_key c, H.get_data c) with Some k, Some d -> f k d | _ -> ());
            do_bucket rest
      in
      Array.iter do_bucket h.data

    let fold f h init =
      let rec do_bucket b acc =
        match b with
        | Empty -> acc
        | Cons (_, c, rest) ->
            let acc = match (H.get_key c, H.get_data c) with Some k, Some d -> f k d acc | _ -> acc in
            do_bucket rest acc
      in
      Array.fold_left (fun acc b -> do_bucket b acc) init h.data

    (* as OCaml 4.13's, it leaves the count of bindings as it was *)
    let filter_map_inplace f h =
      let rec do_bucket = function
        | Empty -> Empty
        | Cons (hk, c, rest) -> (
            match (H.get_key c, H.get_data c) with
            | Some k, Some d -> (
                match f k d with
                | None -> do_bucket rest
                | Some d' -> H.set_key_data c k d'; Cons (hk, c, do_bucket rest))
            | _ -> do_bucket rest)
      in
      Array.iteri (fun i b -> h.data.(i) <- do_bucket b) h.data

    let length h = h.size

    let rec bucket_length accu = function Empty -> accu | Cons (_, _, rest) -> bucket_length (accu + 1) rest

    let rec bucket_length_alive accu = function
      | Empty -> accu
      | Cons (_, c, rest) when H.check_key c -> bucket_length_alive (accu + 1) rest
      | Cons (_, _, rest) -> bucket_length_alive accu rest

    let stats_with count num h =
      let mbl = Array.fold_left (fun m b -> max m (count 0 b)) 0 h.data in
      let histo = Array.make (mbl + 1) 0 in
      Array.iter (fun b -> let l = count 0 b in histo.(l) <- histo.(l) + 1) h.data;
      { Hashtbl.num_bindings = num; num_buckets = Array.length h.data; max_bucket_length = mbl; bucket_histogram = histo }

    let stats h = stats_with bucket_length h.size h

    let stats_alive h =
      let size = Array.fold_left (fun n b -> bucket_length_alive n b) 0 h.data in
      stats_with bucket_length_alive size h

    let to_seq h =
      let rec aux i buck () =
        match buck with
        | Empty -> if i = Array.length h.data then Seq.Nil else aux (i + 1) h.data.(i) ()
        | Cons (_, c, next) -> (
            match (H.get_key c, H.get_data c) with
            | Some k, Some d -> Seq.Cons ((k, d), aux i next)
            | _ -> aux i next ())
      in
      aux 0 Empty

    let to_seq_keys h = Seq.map fst (to_seq h)
    let to_seq_values h = Seq.map snd (to_seq h)
    let add_seq h s = Seq.iter (fun (k, v) -> add h k v) s
    let replace_seq h s = Seq.iter (fun (k, v) -> replace h k v) s

    let of_seq s =
      let h = create 16 in
      replace_seq h s;
      h
  end
end

(* A table of unseeded hashing, from a seeded one. *)
module Unseeded (H : Hashtbl.HashedType) = struct
  type t = H.t
  let equal = H.equal
  let hash (_ : int) x = H.hash x
end

module Unseed (T : SeededS) = struct
  include T
  let create n = T.create ~random:false n
end

module K1 = struct
  type ('k, 'd) t = eph

  let create () : ('k, 'd) t = ephe_create 1
  let get_key (e : ('k, 'd) t) : 'k option = ephe_get_key e 0
  let get_key_copy (e : ('k, 'd) t) : 'k option = ephe_get_key_copy e 0
  let set_key (e : ('k, 'd) t) (k : 'k) = ephe_set_key e 0 k
  let unset_key (e : ('k, 'd) t) = ephe_unset_key e 0
  let check_key (e : ('k, 'd) t) = ephe_check_key e 0
  let blit_key (e1 : ('k, _) t) (e2 : ('k, _) t) = ephe_blit_key e1 0 e2 0 1
  let get_data (e : ('k, 'd) t) : 'd option = ephe_get_data e
  let get_data_copy (e : ('k, 'd) t) : 'd option = ephe_get_data_copy e
  let set_data (e : ('k, 'd) t) (d : 'd) = ephe_set_data e d
  let unset_data (e : ('k, 'd) t) = ephe_unset_data e
  let check_data (e : ('k, 'd) t) = ephe_check_data e
  let blit_data (e1 : (_, 'd) t) (e2 : (_, 'd) t) = ephe_blit_data e1 e2

  module MakeSeeded (H : Hashtbl.SeededHashedType) =
    GenHashTable.MakeSeeded (struct
      type 'a container = (H.t, 'a) t
      type t = H.t
      let create k d = let e = create () in set_key e k; set_data e d; e
      let hash = H.hash
      let equal c k =
        match get_key c with None -> GenHashTable.EDead | Some k' -> if H.equal k k' then GenHashTable.ETrue else GenHashTable.EFalse
      let get_data = get_data
      let get_key = get_key
      let set_key_data c k d = unset_data c; set_key c k; set_data c d
      let check_key = check_key
    end)

  module Make (H : Hashtbl.HashedType) = Unseed (MakeSeeded (Unseeded (H)))
end

module K2 = struct
  type ('k1, 'k2, 'd) t = eph

  let create () : ('k1, 'k2, 'd) t = ephe_create 2
  let get_key1 (e : ('k1, 'k2, 'd) t) : 'k1 option = ephe_get_key e 0
  let get_key1_copy (e : ('k1, 'k2, 'd) t) : 'k1 option = ephe_get_key_copy e 0
  let set_key1 (e : ('k1, 'k2, 'd) t) (k : 'k1) = ephe_set_key e 0 k
  let unset_key1 (e : ('k1, 'k2, 'd) t) = ephe_unset_key e 0
  let check_key1 (e : ('k1, 'k2, 'd) t) = ephe_check_key e 0
  let get_key2 (e : ('k1, 'k2, 'd) t) : 'k2 option = ephe_get_key e 1
  let get_key2_copy (e : ('k1, 'k2, 'd) t) : 'k2 option = ephe_get_key_copy e 1
  let set_key2 (e : ('k1, 'k2, 'd) t) (k : 'k2) = ephe_set_key e 1 k
  let unset_key2 (e : ('k1, 'k2, 'd) t) = ephe_unset_key e 1
  let check_key2 (e : ('k1, 'k2, 'd) t) = ephe_check_key e 1
  let blit_key1 (e1 : ('k1, _, _) t) (e2 : ('k1, _, _) t) = ephe_blit_key e1 0 e2 0 1
  let blit_key2 (e1 : (_, 'k2, _) t) (e2 : (_, 'k2, _) t) = ephe_blit_key e1 1 e2 1 1
  let blit_key12 (e1 : ('k1, 'k2, _) t) (e2 : ('k1, 'k2, _) t) = ephe_blit_key e1 0 e2 0 2
  let get_data (e : ('k1, 'k2, 'd) t) : 'd option = ephe_get_data e
  let get_data_copy (e : ('k1, 'k2, 'd) t) : 'd option = ephe_get_data_copy e
  let set_data (e : ('k1, 'k2, 'd) t) (d : 'd) = ephe_set_data e d
  let unset_data (e : ('k1, 'k2, 'd) t) = ephe_unset_data e
  let check_data (e : ('k1, 'k2, 'd) t) = ephe_check_data e
  let blit_data (e1 : ('k1, 'k2, 'd) t) (e2 : ('k1, 'k2, 'd) t) = ephe_blit_data e1 e2

  module MakeSeeded (H1 : Hashtbl.SeededHashedType) (H2 : Hashtbl.SeededHashedType) =
    GenHashTable.MakeSeeded (struct
      type 'a container = (H1.t, H2.t, 'a) t
      type t = H1.t * H2.t
      let create (k1, k2) d = let e = create () in set_key1 e k1; set_key2 e k2; set_data e d; e
      let hash seed (k1, k2) = H1.hash seed k1 + (H2.hash seed k2 * 65599)
      let equal c (k1, k2) =
        match (get_key1 c, get_key2 c) with
        | None, _ | _, None -> GenHashTable.EDead
        | Some k1', Some k2' -> if H1.equal k1 k1' && H2.equal k2 k2' then GenHashTable.ETrue else GenHashTable.EFalse
      let get_data = get_data
      let get_key c = match (get_key1 c, get_key2 c) with Some k1, Some k2 -> Some (k1, k2) | _ -> None
      let set_key_data c (k1, k2) d = unset_data c; set_key1 c k1; set_key2 c k2; set_data c d
      let check_key c = check_key1 c && check_key2 c
    end)

  module Make (H1 : Hashtbl.HashedType) (H2 : Hashtbl.HashedType) =
    Unseed (MakeSeeded (Unseeded (H1)) (Unseeded (H2)))
end

module Kn = struct
  type ('k, 'd) t = eph

  let create n : ('k, 'd) t = ephe_create n
  let length (e : ('k, 'd) t) = ephe_length e
  let check e i who = if i < 0 || i >= length e then invalid_arg who
  let get_key (e : ('k, 'd) t) i : 'k option = check e i "Obj.Ephemeron.get_key"; ephe_get_key e i
  let get_key_copy (e : ('k, 'd) t) i : 'k option = check e i "Obj.Ephemeron.get_key_copy"; ephe_get_key_copy e i
  let set_key (e : ('k, 'd) t) i (k : 'k) = check e i "Obj.Ephemeron.set_key"; ephe_set_key e i k
  let unset_key (e : ('k, 'd) t) i = check e i "Obj.Ephemeron.unset_key"; ephe_unset_key e i
  let check_key (e : ('k, 'd) t) i = check e i "Obj.Ephemeron.check_key"; ephe_check_key e i

  let blit_key (e1 : ('k, _) t) o1 (e2 : ('k, _) t) o2 l =
    if l < 0 || o1 < 0 || o1 > length e1 - l || o2 < 0 || o2 > length e2 - l then invalid_arg "Obj.Ephemeron.blit_key"
    else if l > 0 then ephe_blit_key e1 o1 e2 o2 l

  let get_data (e : ('k, 'd) t) : 'd option = ephe_get_data e
  let get_data_copy (e : ('k, 'd) t) : 'd option = ephe_get_data_copy e
  let set_data (e : ('k, 'd) t) (d : 'd) = ephe_set_data e d
  let unset_data (e : ('k, 'd) t) = ephe_unset_data e
  let check_data (e : ('k, 'd) t) = ephe_check_data e
  let blit_data (e1 : ('k, 'd) t) (e2 : ('k, 'd) t) = ephe_blit_data e1 e2

  module MakeSeeded (H : Hashtbl.SeededHashedType) =
    GenHashTable.MakeSeeded (struct
      type 'a container = (H.t, 'a) t
      type t = H.t array
      let create k d =
        let e = create (Array.length k) in
        Array.iteri (fun i x -> set_key e i x) k;
        set_data e d;
        e
      let hash seed k =
        let h = ref 0 in
        for i = 0 to Array.length k - 1 do h := (H.hash seed k.(i) * 65599) + !h done;
        !h
      let equal c k =
        let len = Array.length k in
        if length c <> len then GenHashTable.EFalse
        else
          let rec go i =
            if i < 0 then GenHashTable.ETrue
            else
              match get_key c i with
              | None -> GenHashTable.EDead
              | Some ki -> if H.equal k.(i) ki then go (i - 1) else GenHashTable.EFalse
          in
          go (len - 1)
      let get_data = get_data
      let get_key c =
        let len = length c in
        if len = 0 then Some [||]
        else
          match get_key c 0 with
          | None -> None
          | Some k0 ->
              let a = Array.make len k0 in
              let rec fill i = if i >= len then Some a else match get_key c i with None -> None | Some k -> a.(i) <- k; fill (i + 1) in
              fill 1
      let set_key_data c k d = unset_data c; Array.iteri (fun i x -> set_key c i x) k; set_data c d
      let check_key c =
        let rec go i = i < 0 || (check_key c i && go (i - 1)) in
        go (length c - 1)
    end)

  module Make (H : Hashtbl.HashedType) = Unseed (MakeSeeded (Unseeded (H)))
end
