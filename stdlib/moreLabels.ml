(* Hashtbl, Map and Set with labelled arguments: each function calls the
   unlabelled one; the tables, maps and sets are the same types. *)

module Hashtbl = struct
  type ('a, 'b) t = ('a, 'b) Hashtbl.t

  type statistics = Hashtbl.statistics = {
    num_bindings : int;
    num_buckets : int;
    max_bucket_length : int;
    bucket_histogram : int array;
  }

  let create ?random x1 = Hashtbl.create ?random x1
  let clear x0 = Hashtbl.clear x0
  let reset x0 = Hashtbl.reset x0
  let copy x0 = Hashtbl.copy x0
  let add x0 ~key ~data = Hashtbl.add x0 key data
  let find x0 x1 = Hashtbl.find x0 x1
  let find_opt x0 x1 = Hashtbl.find_opt x0 x1
  let find_all x0 x1 = Hashtbl.find_all x0 x1
  let mem x0 x1 = Hashtbl.mem x0 x1
  let remove x0 x1 = Hashtbl.remove x0 x1
  let replace x0 ~key ~data = Hashtbl.replace x0 key data
  let iter ~f x1 = Hashtbl.iter (fun key data -> f ~key ~data) x1
  let filter_map_inplace ~f x1 = Hashtbl.filter_map_inplace (fun key data -> f ~key ~data) x1
  let fold ~f x1 ~init = Hashtbl.fold (fun key data y2 -> f ~key ~data y2) x1 init
  let length x0 = Hashtbl.length x0
  let randomize x0 = Hashtbl.randomize x0
  let is_randomized x0 = Hashtbl.is_randomized x0
  let rebuild ?random x1 = Hashtbl.rebuild ?random x1
  let stats x0 = Hashtbl.stats x0
  let to_seq x0 = Hashtbl.to_seq x0
  let to_seq_keys x0 = Hashtbl.to_seq_keys x0
  let to_seq_values x0 = Hashtbl.to_seq_values x0
  let add_seq x0 x1 = Hashtbl.add_seq x0 x1
  let replace_seq x0 x1 = Hashtbl.replace_seq x0 x1
  let of_seq x0 = Hashtbl.of_seq x0
  let hash x0 = Hashtbl.hash x0
  let seeded_hash x0 x1 = Hashtbl.seeded_hash x0 x1
  let hash_param x0 x1 x2 = Hashtbl.hash_param x0 x1 x2
  let seeded_hash_param x0 x1 x2 x3 = Hashtbl.seeded_hash_param x0 x1 x2 x3

  module type HashedType =
    sig type t val equal : t -> t -> bool val hash : t -> int end

  module type S =
    sig
      type key
      type !'a t
      val create : int -> 'a t
      val clear : 'a t -> unit
      val reset : 'a t -> unit
      val copy : 'a t -> 'a t
      val add : 'a t -> key:key -> data:'a -> unit
      val remove : 'a t -> key -> unit
      val find : 'a t -> key -> 'a
      val find_opt : 'a t -> key -> 'a option
      val find_all : 'a t -> key -> 'a list
      val replace : 'a t -> key:key -> data:'a -> unit
      val mem : 'a t -> key -> bool
      val iter : f:(key:key -> data:'a -> unit) -> 'a t -> unit
      val filter_map_inplace :
        f:(key:key -> data:'a -> 'a option) -> 'a t -> unit
      val fold :
        f:(key:key -> data:'a -> 'b -> 'b) -> 'a t -> init:'b -> 'b
      val length : 'a t -> int
      val stats : 'a t -> statistics
      val to_seq : 'a t -> (key * 'a) Seq.t
      val to_seq_keys : 'a t -> key Seq.t
      val to_seq_values : 'a t -> 'a Seq.t
      val add_seq : 'a t -> (key * 'a) Seq.t -> unit
      val replace_seq : 'a t -> (key * 'a) Seq.t -> unit
      val of_seq : (key * 'a) Seq.t -> 'a t
    end

  module type SeededHashedType =
    sig type t val equal : t -> t -> bool val hash : int -> t -> int end

  module type SeededS =
    sig
      type key
      type !'a t
      val create : ?random:bool -> int -> 'a t
      val clear : 'a t -> unit
      val reset : 'a t -> unit
      val copy : 'a t -> 'a t
      val add : 'a t -> key:key -> data:'a -> unit
      val remove : 'a t -> key -> unit
      val find : 'a t -> key -> 'a
      val find_opt : 'a t -> key -> 'a option
      val find_all : 'a t -> key -> 'a list
      val replace : 'a t -> key:key -> data:'a -> unit
      val mem : 'a t -> key -> bool
      val iter : f:(key:key -> data:'a -> unit) -> 'a t -> unit
      val filter_map_inplace :
        f:(key:key -> data:'a -> 'a option) -> 'a t -> unit
      val fold :
        f:(key:key -> data:'a -> 'b -> 'b) -> 'a t -> init:'b -> 'b
      val length : 'a t -> int
      val stats : 'a t -> statistics
      val to_seq : 'a t -> (key * 'a) Seq.t
      val to_seq_keys : 'a t -> key Seq.t
      val to_seq_values : 'a t -> 'a Seq.t
      val add_seq : 'a t -> (key * 'a) Seq.t -> unit
      val replace_seq : 'a t -> (key * 'a) Seq.t -> unit
      val of_seq : (key * 'a) Seq.t -> 'a t
    end

  module Make (H : HashedType) = struct
    module M = Hashtbl.Make (H)

    type key = H.t
    type 'a t = 'a M.t

    let create x0 = M.create x0
    let clear x0 = M.clear x0
    let reset x0 = M.reset x0
    let copy x0 = M.copy x0
    let add x0 ~key ~data = M.add x0 key data
    let remove x0 x1 = M.remove x0 x1
    let find x0 x1 = M.find x0 x1
    let find_opt x0 x1 = M.find_opt x0 x1
    let find_all x0 x1 = M.find_all x0 x1
    let replace x0 ~key ~data = M.replace x0 key data
    let mem x0 x1 = M.mem x0 x1
    let iter ~f x1 = M.iter (fun key data -> f ~key ~data) x1
    let filter_map_inplace ~f x1 = M.filter_map_inplace (fun key data -> f ~key ~data) x1
    let fold ~f x1 ~init = M.fold (fun key data y2 -> f ~key ~data y2) x1 init
    let length x0 = M.length x0
    let stats x0 = M.stats x0
    let to_seq x0 = M.to_seq x0
    let to_seq_keys x0 = M.to_seq_keys x0
    let to_seq_values x0 = M.to_seq_values x0
    let add_seq x0 x1 = M.add_seq x0 x1
    let replace_seq x0 x1 = M.replace_seq x0 x1
    let of_seq x0 = M.of_seq x0
  end

  module MakeSeeded (H : SeededHashedType) = struct
    module M = Hashtbl.MakeSeeded (H)

    type key = H.t
    type 'a t = 'a M.t

    let create ?random x1 = M.create ?random x1
    let clear x0 = M.clear x0
    let reset x0 = M.reset x0
    let copy x0 = M.copy x0
    let add x0 ~key ~data = M.add x0 key data
    let remove x0 x1 = M.remove x0 x1
    let find x0 x1 = M.find x0 x1
    let find_opt x0 x1 = M.find_opt x0 x1
    let find_all x0 x1 = M.find_all x0 x1
    let replace x0 ~key ~data = M.replace x0 key data
    let mem x0 x1 = M.mem x0 x1
    let iter ~f x1 = M.iter (fun key data -> f ~key ~data) x1
    let filter_map_inplace ~f x1 = M.filter_map_inplace (fun key data -> f ~key ~data) x1
    let fold ~f x1 ~init = M.fold (fun key data y2 -> f ~key ~data y2) x1 init
    let length x0 = M.length x0
    let stats x0 = M.stats x0
    let to_seq x0 = M.to_seq x0
    let to_seq_keys x0 = M.to_seq_keys x0
    let to_seq_values x0 = M.to_seq_values x0
    let add_seq x0 x1 = M.add_seq x0 x1
    let replace_seq x0 x1 = M.replace_seq x0 x1
    let of_seq x0 = M.of_seq x0
  end

end

module Map = struct
  module type OrderedType = sig type t val compare : t -> t -> int end

  module type S =
    sig
      type key
      type +!'a t
      val empty : 'a t
      val is_empty : 'a t -> bool
      val mem : key -> 'a t -> bool
      val add : key:key -> data:'a -> 'a t -> 'a t
      val update : key:key -> f:('a option -> 'a option) -> 'a t -> 'a t
      val singleton : key -> 'a -> 'a t
      val remove : key -> 'a t -> 'a t
      val merge :
        f:(key -> 'a option -> 'b option -> 'c option) ->
        'a t -> 'b t -> 'c t
      val union : f:(key -> 'a -> 'a -> 'a option) -> 'a t -> 'a t -> 'a t
      val compare : cmp:('a -> 'a -> int) -> 'a t -> 'a t -> int
      val equal : cmp:('a -> 'a -> bool) -> 'a t -> 'a t -> bool
      val iter : f:(key:key -> data:'a -> unit) -> 'a t -> unit
      val fold :
        f:(key:key -> data:'a -> 'b -> 'b) -> 'a t -> init:'b -> 'b
      val for_all : f:(key -> 'a -> bool) -> 'a t -> bool
      val exists : f:(key -> 'a -> bool) -> 'a t -> bool
      val filter : f:(key -> 'a -> bool) -> 'a t -> 'a t
      val filter_map : f:(key -> 'a -> 'b option) -> 'a t -> 'b t
      val partition : f:(key -> 'a -> bool) -> 'a t -> 'a t * 'a t
      val cardinal : 'a t -> int
      val bindings : 'a t -> (key * 'a) list
      val min_binding : 'a t -> key * 'a
      val min_binding_opt : 'a t -> (key * 'a) option
      val max_binding : 'a t -> key * 'a
      val max_binding_opt : 'a t -> (key * 'a) option
      val choose : 'a t -> key * 'a
      val choose_opt : 'a t -> (key * 'a) option
      val split : key -> 'a t -> 'a t * 'a option * 'a t
      val find : key -> 'a t -> 'a
      val find_opt : key -> 'a t -> 'a option
      val find_first : f:(key -> bool) -> 'a t -> key * 'a
      val find_first_opt : f:(key -> bool) -> 'a t -> (key * 'a) option
      val find_last : f:(key -> bool) -> 'a t -> key * 'a
      val find_last_opt : f:(key -> bool) -> 'a t -> (key * 'a) option
      val map : f:('a -> 'b) -> 'a t -> 'b t
      val mapi : f:(key -> 'a -> 'b) -> 'a t -> 'b t
      val to_seq : 'a t -> (key * 'a) Seq.t
      val to_rev_seq : 'a t -> (key * 'a) Seq.t
      val to_seq_from : key -> 'a t -> (key * 'a) Seq.t
      val add_seq : (key * 'a) Seq.t -> 'a t -> 'a t
      val of_seq : (key * 'a) Seq.t -> 'a t
    end

  module Make (Ord : OrderedType) = struct
    module M = Map.Make (Ord)

    type key = Ord.t
    type 'a t = 'a M.t

    let empty = M.empty
    let is_empty x0 = M.is_empty x0
    let mem x0 x1 = M.mem x0 x1
    let add ~key ~data x2 = M.add key data x2
    let update ~key ~f x2 = M.update key f x2
    let singleton x0 x1 = M.singleton x0 x1
    let remove x0 x1 = M.remove x0 x1
    let merge ~f x1 x2 = M.merge f x1 x2
    let union ~f x1 x2 = M.union f x1 x2
    let compare ~cmp x1 x2 = M.compare cmp x1 x2
    let equal ~cmp x1 x2 = M.equal cmp x1 x2
    let iter ~f x1 = M.iter (fun key data -> f ~key ~data) x1
    let fold ~f x1 ~init = M.fold (fun key data y2 -> f ~key ~data y2) x1 init
    let for_all ~f x1 = M.for_all f x1
    let exists ~f x1 = M.exists f x1
    let filter ~f x1 = M.filter f x1
    let filter_map ~f x1 = M.filter_map f x1
    let partition ~f x1 = M.partition f x1
    let cardinal x0 = M.cardinal x0
    let bindings x0 = M.bindings x0
    let min_binding x0 = M.min_binding x0
    let min_binding_opt x0 = M.min_binding_opt x0
    let max_binding x0 = M.max_binding x0
    let max_binding_opt x0 = M.max_binding_opt x0
    let choose x0 = M.choose x0
    let choose_opt x0 = M.choose_opt x0
    let split x0 x1 = M.split x0 x1
    let find x0 x1 = M.find x0 x1
    let find_opt x0 x1 = M.find_opt x0 x1
    let find_first ~f x1 = M.find_first f x1
    let find_first_opt ~f x1 = M.find_first_opt f x1
    let find_last ~f x1 = M.find_last f x1
    let find_last_opt ~f x1 = M.find_last_opt f x1
    let map ~f x1 = M.map f x1
    let mapi ~f x1 = M.mapi f x1
    let to_seq x0 = M.to_seq x0
    let to_rev_seq x0 = M.to_rev_seq x0
    let to_seq_from x0 x1 = M.to_seq_from x0 x1
    let add_seq x0 x1 = M.add_seq x0 x1
    let of_seq x0 = M.of_seq x0
  end
end

module Set = struct
  module type OrderedType = sig type t val compare : t -> t -> int end

  module type S =
    sig
      type elt
      type t
      val empty : t
      val is_empty : t -> bool
      val mem : elt -> t -> bool
      val add : elt -> t -> t
      val singleton : elt -> t
      val remove : elt -> t -> t
      val union : t -> t -> t
      val inter : t -> t -> t
      val disjoint : t -> t -> bool
      val diff : t -> t -> t
      val compare : t -> t -> int
      val equal : t -> t -> bool
      val subset : t -> t -> bool
      val iter : f:(elt -> unit) -> t -> unit
      val map : f:(elt -> elt) -> t -> t
      val fold : f:(elt -> 'a -> 'a) -> t -> init:'a -> 'a
      val for_all : f:(elt -> bool) -> t -> bool
      val exists : f:(elt -> bool) -> t -> bool
      val filter : f:(elt -> bool) -> t -> t
      val filter_map : f:(elt -> elt option) -> t -> t
      val partition : f:(elt -> bool) -> t -> t * t
      val cardinal : t -> int
      val elements : t -> elt list
      val min_elt : t -> elt
      val min_elt_opt : t -> elt option
      val max_elt : t -> elt
      val max_elt_opt : t -> elt option
      val choose : t -> elt
      val choose_opt : t -> elt option
      val split : elt -> t -> t * bool * t
      val find : elt -> t -> elt
      val find_opt : elt -> t -> elt option
      val find_first : f:(elt -> bool) -> t -> elt
      val find_first_opt : f:(elt -> bool) -> t -> elt option
      val find_last : f:(elt -> bool) -> t -> elt
      val find_last_opt : f:(elt -> bool) -> t -> elt option
      val of_list : elt list -> t
      val to_seq_from : elt -> t -> elt Seq.t
      val to_seq : t -> elt Seq.t
      val to_rev_seq : t -> elt Seq.t
      val add_seq : elt Seq.t -> t -> t
      val of_seq : elt Seq.t -> t
    end

  module Make (Ord : OrderedType) = struct
    module M = Set.Make (Ord)

    type elt = Ord.t
    type t = M.t

    let empty = M.empty
    let is_empty x0 = M.is_empty x0
    let mem x0 x1 = M.mem x0 x1
    let add x0 x1 = M.add x0 x1
    let singleton x0 = M.singleton x0
    let remove x0 x1 = M.remove x0 x1
    let union x0 x1 = M.union x0 x1
    let inter x0 x1 = M.inter x0 x1
    let disjoint x0 x1 = M.disjoint x0 x1
    let diff x0 x1 = M.diff x0 x1
    let compare x0 x1 = M.compare x0 x1
    let equal x0 x1 = M.equal x0 x1
    let subset x0 x1 = M.subset x0 x1
    let iter ~f x1 = M.iter f x1
    let map ~f x1 = M.map f x1
    let fold ~f x1 ~init = M.fold f x1 init
    let for_all ~f x1 = M.for_all f x1
    let exists ~f x1 = M.exists f x1
    let filter ~f x1 = M.filter f x1
    let filter_map ~f x1 = M.filter_map f x1
    let partition ~f x1 = M.partition f x1
    let cardinal x0 = M.cardinal x0
    let elements x0 = M.elements x0
    let min_elt x0 = M.min_elt x0
    let min_elt_opt x0 = M.min_elt_opt x0
    let max_elt x0 = M.max_elt x0
    let max_elt_opt x0 = M.max_elt_opt x0
    let choose x0 = M.choose x0
    let choose_opt x0 = M.choose_opt x0
    let split x0 x1 = M.split x0 x1
    let find x0 x1 = M.find x0 x1
    let find_opt x0 x1 = M.find_opt x0 x1
    let find_first ~f x1 = M.find_first f x1
    let find_first_opt ~f x1 = M.find_first_opt f x1
    let find_last ~f x1 = M.find_last f x1
    let find_last_opt ~f x1 = M.find_last_opt f x1
    let of_list x0 = M.of_list x0
    let to_seq_from x0 x1 = M.to_seq_from x0 x1
    let to_seq x0 = M.to_seq x0
    let to_rev_seq x0 = M.to_rev_seq x0
    let add_seq x0 x1 = M.add_seq x0 x1
    let of_seq x0 = M.of_seq x0
  end
end
