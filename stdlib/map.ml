(* Association tables over ordered keys: AVL trees in which the heights of
   two siblings differ by at most 2, rebalanced exactly as OCaml does, so
   that trees have the same shape and functions that visit them in tree
   order (for_all, exists, ...) call their argument in the same order. *)

module type OrderedType = sig
  type t

  val compare : t -> t -> int
end

module type S = sig
  type key
  type +!'a t

  val empty : 'a t
  val is_empty : 'a t -> bool
  val mem : key -> 'a t -> bool
  val add : key -> 'a -> 'a t -> 'a t
  val update : key -> ('a option -> 'a option) -> 'a t -> 'a t
  val singleton : key -> 'a -> 'a t
  val remove : key -> 'a t -> 'a t
  val merge : (key -> 'a option -> 'b option -> 'c option) -> 'a t -> 'b t -> 'c t
  val union : (key -> 'a -> 'a -> 'a option) -> 'a t -> 'a t -> 'a t
  val compare : ('a -> 'a -> int) -> 'a t -> 'a t -> int
  val equal : ('a -> 'a -> bool) -> 'a t -> 'a t -> bool
  val iter : (key -> 'a -> unit) -> 'a t -> unit
  val fold : (key -> 'a -> 'b -> 'b) -> 'a t -> 'b -> 'b
  val for_all : (key -> 'a -> bool) -> 'a t -> bool
  val exists : (key -> 'a -> bool) -> 'a t -> bool
  val filter : (key -> 'a -> bool) -> 'a t -> 'a t
  val filter_map : (key -> 'a -> 'b option) -> 'a t -> 'b t
  val partition : (key -> 'a -> bool) -> 'a t -> 'a t * 'a t
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
  val find_first : (key -> bool) -> 'a t -> key * 'a
  val find_first_opt : (key -> bool) -> 'a t -> (key * 'a) option
  val find_last : (key -> bool) -> 'a t -> key * 'a
  val find_last_opt : (key -> bool) -> 'a t -> (key * 'a) option
  val map : ('a -> 'b) -> 'a t -> 'b t
  val mapi : (key -> 'a -> 'b) -> 'a t -> 'b t
  val to_seq : 'a t -> (key * 'a) Seq.t
  val to_rev_seq : 'a t -> (key * 'a) Seq.t
  val to_seq_from : key -> 'a t -> (key * 'a) Seq.t
  val add_seq : (key * 'a) Seq.t -> 'a t -> 'a t
  val of_seq : (key * 'a) Seq.t -> 'a t
end

module Make (Ord : OrderedType) : S with type key = Ord.t = struct
  type key = Ord.t

  (* Node (left, key, value, right, height) *)
  type 'a t = Empty | Node of 'a t * key * 'a * 'a t * int

  let height m = match m with Empty -> 0 | Node (_, _, _, _, h) -> h

  (* A node over two subtrees already balanced against each other. *)
  let node l k v r =
    let hl = height l and hr = height r in
    Node (l, k, v, r, if hl >= hr then hl + 1 else hr + 1)

  let singleton k v = Node (Empty, k, v, Empty, 1)

  (* A node over subtrees whose heights differ by at most 3, rotated once
     or twice when they differ by 3. *)
  let balance l k v r =
    let hl = height l and hr = height r in
    if hl > hr + 2 then
      match l with
      | Empty -> invalid_arg "Map.bal"
      | Node (ll, lk, lv, lr, _) ->
          if height ll >= height lr then node ll lk lv (node lr k v r)
          else (
            match lr with
            | Empty -> invalid_arg "Map.bal"
            | Node (lrl, lrk, lrv, lrr, _) -> node (node ll lk lv lrl) lrk lrv (node lrr k v r))
    else if hr > hl + 2 then
      match r with
      | Empty -> invalid_arg "Map.bal"
      | Node (rl, rk, rv, rr, _) ->
          if height rr >= height rl then node (node l k v rl) rk rv rr
          else (
            match rl with
            | Empty -> invalid_arg "Map.bal"
            | Node (rll, rlk, rlv, rlr, _) -> node (node l k v rll) rlk rlv (node rlr rk rv rr))
    else Node (l, k, v, r, if hl >= hr then hl + 1 else hr + 1)

  let empty = Empty
  let is_empty m = match m with Empty -> true | Node _ -> false

  (* Unchanged subtrees are returned physically unchanged. *)
  let rec add key value m =
    match m with
    | Empty -> Node (Empty, key, value, Empty, 1)
    | Node (l, k, v, r, h) ->
        let c = Ord.compare key k in
        if c = 0 then if v == value then m else Node (l, key, value, r, h)
        else if c < 0 then
          let l' = add key value l in
          if l == l' then m else balance l' k v r
        else
          let r' = add key value r in
          if r == r' then m else balance l k v r'

  let rec find key m =
    match m with
    | Empty -> raise Not_found
    | Node (l, k, v, r, _) ->
        let c = Ord.compare key k in
        if c = 0 then v else find key (if c < 0 then l else r)

  let rec find_opt key m =
    match m with
    | Empty -> None
    | Node (l, k, v, r, _) ->
        let c = Ord.compare key k in
        if c = 0 then Some v else find_opt key (if c < 0 then l else r)

  let rec mem key m =
    match m with
    | Empty -> false
    | Node (l, k, _, r, _) ->
        let c = Ord.compare key k in
        c = 0 || mem key (if c < 0 then l else r)

  (* [f] is monotone: false then true in increasing key order. The best
     candidate so far is carried down. *)
  let rec first_from best_k best_v f m =
    match m with
    | Empty -> (best_k, best_v)
    | Node (l, k, v, r, _) -> if f k then first_from k v f l else first_from best_k best_v f r

  let rec find_first f m =
    match m with
    | Empty -> raise Not_found
    | Node (l, k, v, r, _) -> if f k then first_from k v f l else find_first f r

  let rec find_first_opt f m =
    match m with
    | Empty -> None
    | Node (l, k, v, r, _) -> if f k then Some (first_from k v f l) else find_first_opt f r

  let rec last_from best_k best_v f m =
    match m with
    | Empty -> (best_k, best_v)
    | Node (l, k, v, r, _) -> if f k then last_from k v f r else last_from best_k best_v f l

  let rec find_last f m =
    match m with
    | Empty -> raise Not_found
    | Node (l, k, v, r, _) -> if f k then last_from k v f r else find_last f l

  let rec find_last_opt f m =
    match m with
    | Empty -> None
    | Node (l, k, v, r, _) -> if f k then Some (last_from k v f r) else find_last_opt f l

  let rec min_binding m =
    match m with
    | Empty -> raise Not_found
    | Node (Empty, k, v, _, _) -> (k, v)
    | Node (l, _, _, _, _) -> min_binding l

  let rec min_binding_opt m =
    match m with
    | Empty -> None
    | Node (Empty, k, v, _, _) -> Some (k, v)
    | Node (l, _, _, _, _) -> min_binding_opt l

  let rec max_binding m =
    match m with
    | Empty -> raise Not_found
    | Node (_, k, v, Empty, _) -> (k, v)
    | Node (_, _, _, r, _) -> max_binding r

  let rec max_binding_opt m =
    match m with
    | Empty -> None
    | Node (_, k, v, Empty, _) -> Some (k, v)
    | Node (_, _, _, r, _) -> max_binding_opt r

  let rec remove_min m =
    match m with
    | Empty -> invalid_arg "Map.remove_min_elt"
    | Node (Empty, _, _, r, _) -> r
    | Node (l, k, v, r, _) -> balance (remove_min l) k v r

  (* Two trees of close heights, all keys of t1 before those of t2. *)
  let glue t1 t2 =
    match (t1, t2) with
    | Empty, t | t, Empty -> t
    | _, _ ->
        let k, v = min_binding t2 in
        balance t1 k v (remove_min t2)

  let rec remove key m =
    match m with
    | Empty -> Empty
    | Node (l, k, v, r, _) ->
        let c = Ord.compare key k in
        if c = 0 then glue l r
        else if c < 0 then
          let l' = remove key l in
          if l == l' then m else balance l' k v r
        else
          let r' = remove key r in
          if r == r' then m else balance l k v r'

  let rec update key f m =
    match m with
    | Empty -> ( match f None with None -> Empty | Some v -> Node (Empty, key, v, Empty, 1))
    | Node (l, k, v, r, h) ->
        let c = Ord.compare key k in
        if c = 0 then
          match f (Some v) with
          | None -> glue l r
          | Some v' -> if v == v' then m else Node (l, key, v', r, h)
        else if c < 0 then
          let l' = update key f l in
          if l == l' then m else balance l' k v r
        else
          let r' = update key f r in
          if r == r' then m else balance l k v r'

  let rec iter f m =
    match m with
    | Empty -> ()
    | Node (l, k, v, r, _) ->
        iter f l;
        f k v;
        iter f r

  let rec map f m =
    match m with
    | Empty -> Empty
    | Node (l, k, v, r, h) ->
        let l' = map f l in
        let v' = f v in
        let r' = map f r in
        Node (l', k, v', r', h)

  let rec mapi f m =
    match m with
    | Empty -> Empty
    | Node (l, k, v, r, h) ->
        let l' = mapi f l in
        let v' = f k v in
        let r' = mapi f r in
        Node (l', k, v', r', h)

  let rec fold f m acc =
    match m with Empty -> acc | Node (l, k, v, r, _) -> fold f r (f k v (fold f l acc))

  (* Root first, then left, then right, as OCaml visits them. *)
  let rec for_all p m =
    match m with Empty -> true | Node (l, k, v, r, _) -> p k v && for_all p l && for_all p r

  let rec exists p m =
    match m with Empty -> false | Node (l, k, v, r, _) -> p k v || exists p l || exists p r

  (* Below: [k] is smaller (larger) than every key of the tree. *)
  let rec add_min k v m =
    match m with Empty -> singleton k v | Node (l, k', v', r, _) -> balance (add_min k v l) k' v' r

  let rec add_max k v m =
    match m with Empty -> singleton k v | Node (l, k', v', r, _) -> balance l k' v' (add_max k v r)

  (* A tree of l, then (k, v), then r, whatever their heights. *)
  let rec join l k v r =
    match (l, r) with
    | Empty, _ -> add_min k v r
    | _, Empty -> add_max k v l
    | Node (ll, lk, lv, lr, lh), Node (rl, rk, rv, rr, rh) ->
        if lh > rh + 2 then balance ll lk lv (join lr k v r)
        else if rh > lh + 2 then balance (join l k v rl) rk rv rr
        else node l k v r

  (* l then r, whatever their heights. *)
  let concat t1 t2 =
    match (t1, t2) with
    | Empty, t | t, Empty -> t
    | _, _ ->
        let k, v = min_binding t2 in
        join t1 k v (remove_min t2)

  let join_or_concat l k v r = match v with Some v -> join l k v r | None -> concat l r

  let rec split key m =
    match m with
    | Empty -> (Empty, None, Empty)
    | Node (l, k, v, r, _) ->
        let c = Ord.compare key k in
        if c = 0 then (l, Some v, r)
        else if c < 0 then
          let ll, found, lr = split key l in
          (ll, found, join lr k v r)
        else
          let rl, found, rr = split key r in
          (join l k v rl, found, rr)

  (* The taller tree is split around the root of the other. *)
  let rec merge f m1 m2 =
    match (m1, m2) with
    | Empty, Empty -> Empty
    | Node (l1, k1, v1, r1, h1), _ when h1 >= height m2 ->
        let l2, v2, r2 = split k1 m2 in
        join_or_concat (merge f l1 l2) k1 (f k1 (Some v1) v2) (merge f r1 r2)
    | _, Node (l2, k2, v2, r2, _) ->
        let l1, v1, r1 = split k2 m1 in
        join_or_concat (merge f l1 l2) k2 (f k2 v1 (Some v2)) (merge f r1 r2)
    | Node _, Empty -> assert false

  let rec union f m1 m2 =
    match (m1, m2) with
    | Empty, m | m, Empty -> m
    | Node (l1, k1, v1, r1, h1), Node (l2, k2, v2, r2, h2) ->
        if h1 >= h2 then
          let l2, found, r2 = split k1 m2 in
          let l = union f l1 l2 and r = union f r1 r2 in
          match found with None -> join l k1 v1 r | Some v2 -> join_or_concat l k1 (f k1 v1 v2) r
        else
          let l1, found, r1 = split k2 m1 in
          let l = union f l1 l2 and r = union f r1 r2 in
          match found with None -> join l k2 v2 r | Some v1 -> join_or_concat l k2 (f k2 v1 v2) r

  let rec filter p m =
    match m with
    | Empty -> Empty
    | Node (l, k, v, r, _) ->
        let l' = filter p l in
        let keep = p k v in
        let r' = filter p r in
        if keep then if l == l' && r == r' then m else join l' k v r' else concat l' r'

  let rec filter_map f m =
    match m with
    | Empty -> Empty
    | Node (l, k, v, r, _) -> (
        let l' = filter_map f l in
        let mapped = f k v in
        let r' = filter_map f r in
        match mapped with Some v' -> join l' k v' r' | None -> concat l' r')

  let rec partition p m =
    match m with
    | Empty -> (Empty, Empty)
    | Node (l, k, v, r, _) ->
        let lt, lf = partition p l in
        let keep = p k v in
        let rt, rf = partition p r in
        if keep then (join lt k v rt, concat lf rf) else (concat lt rt, join lf k v rf)

  (* In-order enumeration: the next binding, its right subtree, then the
     rest. *)
  type 'a enumeration = End | More of key * 'a * 'a t * 'a enumeration

  let rec enum_from m e = match m with Empty -> e | Node (l, k, v, r, _) -> enum_from l (More (k, v, r, e))

  let compare cmp m1 m2 =
    let rec walk e1 e2 =
      match (e1, e2) with
      | End, End -> 0
      | End, _ -> -1
      | _, End -> 1
      | More (k1, v1, r1, e1), More (k2, v2, r2, e2) ->
          let c = Ord.compare k1 k2 in
          if c <> 0 then c
          else
            let c = cmp v1 v2 in
            if c <> 0 then c else walk (enum_from r1 e1) (enum_from r2 e2)
    in
    walk (enum_from m1 End) (enum_from m2 End)

  let equal eq m1 m2 =
    let rec walk e1 e2 =
      match (e1, e2) with
      | End, End -> true
      | End, _ | _, End -> false
      | More (k1, v1, r1, e1), More (k2, v2, r2, e2) ->
          Ord.compare k1 k2 = 0 && eq v1 v2 && walk (enum_from r1 e1) (enum_from r2 e2)
    in
    walk (enum_from m1 End) (enum_from m2 End)

  let rec cardinal m = match m with Empty -> 0 | Node (l, _, _, r, _) -> cardinal l + 1 + cardinal r

  let bindings m =
    let rec collect acc m =
      match m with Empty -> acc | Node (l, k, v, r, _) -> collect ((k, v) :: collect acc r) l
    in
    collect [] m

  let choose = min_binding
  let choose_opt = min_binding_opt
  let add_seq s m = Seq.fold_left (fun m (k, v) -> add k v m) m s
  let of_seq s = add_seq s empty

  let rec seq_of_enum e () =
    match e with End -> Seq.Nil | More (k, v, r, rest) -> Seq.Cons ((k, v), seq_of_enum (enum_from r rest))

  let to_seq m = seq_of_enum (enum_from m End)

  (* Reverse order: the enumeration goes down right spines. *)
  let rec rev_enum_from m e =
    match m with Empty -> e | Node (l, k, v, r, _) -> rev_enum_from r (More (k, v, l, e))

  let rec seq_of_rev_enum e () =
    match e with
    | End -> Seq.Nil
    | More (k, v, l, rest) -> Seq.Cons ((k, v), seq_of_rev_enum (rev_enum_from l rest))

  let to_rev_seq m = seq_of_rev_enum (rev_enum_from m End)

  let to_seq_from low m =
    let rec start m e =
      match m with
      | Empty -> e
      | Node (l, k, v, r, _) ->
          let c = Ord.compare k low in
          if c = 0 then More (k, v, r, e) else if c < 0 then start r e else start l (More (k, v, r, e))
    in
    seq_of_enum (start m End)
end
