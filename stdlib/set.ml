(* Sets over ordered elements: the same balanced trees as Map (siblings'
   heights differ by at most 2, OCaml's rebalancing), so that tree shapes,
   and the order in which functions such as for_all visit elements, are
   OCaml's. *)

module type OrderedType = sig
  type t

  val compare : t -> t -> int
end

module type S = sig
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
  val iter : (elt -> unit) -> t -> unit
  val map : (elt -> elt) -> t -> t
  val fold : (elt -> 'a -> 'a) -> t -> 'a -> 'a
  val for_all : (elt -> bool) -> t -> bool
  val exists : (elt -> bool) -> t -> bool
  val filter : (elt -> bool) -> t -> t
  val filter_map : (elt -> elt option) -> t -> t
  val partition : (elt -> bool) -> t -> t * t
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
  val find_first : (elt -> bool) -> t -> elt
  val find_first_opt : (elt -> bool) -> t -> elt option
  val find_last : (elt -> bool) -> t -> elt
  val find_last_opt : (elt -> bool) -> t -> elt option
  val of_list : elt list -> t
  val to_seq_from : elt -> t -> elt Seq.t
  val to_seq : t -> elt Seq.t
  val to_rev_seq : t -> elt Seq.t
  val add_seq : elt Seq.t -> t -> t
  val of_seq : elt Seq.t -> t
end

module Make (Ord : OrderedType) : S with type elt = Ord.t = struct
  type elt = Ord.t

  (* Node (left, element, right, height) *)
  type t = Empty | Node of t * elt * t * int

  let height s = match s with Empty -> 0 | Node (_, _, _, h) -> h

  let node l x r =
    let hl = height l and hr = height r in
    Node (l, x, r, if hl >= hr then hl + 1 else hr + 1)

  let balance l x r =
    let hl = height l and hr = height r in
    if hl > hr + 2 then
      match l with
      | Empty -> invalid_arg "Set.bal"
      | Node (ll, lx, lr, _) ->
          if height ll >= height lr then node ll lx (node lr x r)
          else (
            match lr with
            | Empty -> invalid_arg "Set.bal"
            | Node (lrl, lrx, lrr, _) -> node (node ll lx lrl) lrx (node lrr x r))
    else if hr > hl + 2 then
      match r with
      | Empty -> invalid_arg "Set.bal"
      | Node (rl, rx, rr, _) ->
          if height rr >= height rl then node (node l x rl) rx rr
          else (
            match rl with
            | Empty -> invalid_arg "Set.bal"
            | Node (rll, rlx, rlr, _) -> node (node l x rll) rlx (node rlr rx rr))
    else Node (l, x, r, if hl >= hr then hl + 1 else hr + 1)

  let rec add x s =
    match s with
    | Empty -> Node (Empty, x, Empty, 1)
    | Node (l, y, r, _) ->
        let c = Ord.compare x y in
        if c = 0 then s
        else if c < 0 then
          let l' = add x l in
          if l == l' then s else balance l' y r
        else
          let r' = add x r in
          if r == r' then s else balance l y r'

  let singleton x = Node (Empty, x, Empty, 1)

  let rec add_min x s = match s with Empty -> singleton x | Node (l, y, r, _) -> balance (add_min x l) y r
  let rec add_max x s = match s with Empty -> singleton x | Node (l, y, r, _) -> balance l y (add_max x r)

  let rec join l x r =
    match (l, r) with
    | Empty, _ -> add_min x r
    | _, Empty -> add_max x l
    | Node (ll, lx, lr, lh), Node (rl, rx, rr, rh) ->
        if lh > rh + 2 then balance ll lx (join lr x r)
        else if rh > lh + 2 then balance (join l x rl) rx rr
        else node l x r

  let rec min_elt s =
    match s with
    | Empty -> raise Not_found
    | Node (Empty, x, _, _) -> x
    | Node (l, _, _, _) -> min_elt l

  let rec min_elt_opt s =
    match s with
    | Empty -> None
    | Node (Empty, x, _, _) -> Some x
    | Node (l, _, _, _) -> min_elt_opt l

  let rec max_elt s =
    match s with
    | Empty -> raise Not_found
    | Node (_, x, Empty, _) -> x
    | Node (_, _, r, _) -> max_elt r

  let rec max_elt_opt s =
    match s with
    | Empty -> None
    | Node (_, x, Empty, _) -> Some x
    | Node (_, _, r, _) -> max_elt_opt r

  let rec remove_min s =
    match s with
    | Empty -> invalid_arg "Set.remove_min_elt"
    | Node (Empty, _, r, _) -> r
    | Node (l, x, r, _) -> balance (remove_min l) x r

  let glue t1 t2 =
    match (t1, t2) with
    | Empty, t | t, Empty -> t
    | _, _ -> balance t1 (min_elt t2) (remove_min t2)

  let concat t1 t2 =
    match (t1, t2) with
    | Empty, t | t, Empty -> t
    | _, _ -> join t1 (min_elt t2) (remove_min t2)

  let rec split x s =
    match s with
    | Empty -> (Empty, false, Empty)
    | Node (l, y, r, _) ->
        let c = Ord.compare x y in
        if c = 0 then (l, true, r)
        else if c < 0 then
          let ll, found, lr = split x l in
          (ll, found, join lr y r)
        else
          let rl, found, rr = split x r in
          (join l y rl, found, rr)

  let empty = Empty
  let is_empty s = match s with Empty -> true | Node _ -> false

  let rec mem x s =
    match s with
    | Empty -> false
    | Node (l, y, r, _) ->
        let c = Ord.compare x y in
        c = 0 || mem x (if c < 0 then l else r)

  let rec remove x s =
    match s with
    | Empty -> Empty
    | Node (l, y, r, _) ->
        let c = Ord.compare x y in
        if c = 0 then glue l r
        else if c < 0 then
          let l' = remove x l in
          if l == l' then s else balance l' y r
        else
          let r' = remove x r in
          if r == r' then s else balance l y r'

  (* A one-element side is simply added to the other. *)
  let rec union s1 s2 =
    match (s1, s2) with
    | Empty, s | s, Empty -> s
    | Node (l1, x1, r1, h1), Node (l2, x2, r2, h2) ->
        if h1 >= h2 then
          if h2 = 1 then add x2 s1
          else
            let l2, _, r2 = split x1 s2 in
            join (union l1 l2) x1 (union r1 r2)
        else if h1 = 1 then add x1 s2
        else
          let l1, _, r1 = split x2 s1 in
          join (union l1 l2) x2 (union r1 r2)

  let rec inter s1 s2 =
    match (s1, s2) with
    | Empty, _ | _, Empty -> Empty
    | Node (l1, x1, r1, _), t2 -> (
        match split x1 t2 with
        | l2, false, r2 -> concat (inter l1 l2) (inter r1 r2)
        | l2, true, r2 -> join (inter l1 l2) x1 (inter r1 r2))

  (* Like split, stopping as soon as the element is found, and building the
     right part only when asked. *)
  type split_found = Found | Not_found_in of t * (unit -> t)

  let rec split_lazily x s =
    match s with
    | Empty -> Not_found_in (Empty, fun () -> Empty)
    | Node (l, y, r, _) ->
        let c = Ord.compare x y in
        if c = 0 then Found
        else if c < 0 then
          match split_lazily x l with
          | Found -> Found
          | Not_found_in (ll, lr) -> Not_found_in (ll, fun () -> join (lr ()) y r)
        else
          match split_lazily x r with
          | Found -> Found
          | Not_found_in (rl, rr) -> Not_found_in (join l y rl, rr)

  let rec disjoint s1 s2 =
    match (s1, s2) with
    | Empty, _ | _, Empty -> true
    | Node (l1, x1, r1, _), t2 -> (
        s1 != s2
        &&
        match split_lazily x1 t2 with
        | Not_found_in (l2, r2) -> disjoint l1 l2 && disjoint r1 (r2 ())
        | Found -> false)

  let rec diff s1 s2 =
    match (s1, s2) with
    | Empty, _ -> Empty
    | t1, Empty -> t1
    | Node (l1, x1, r1, _), t2 -> (
        match split x1 t2 with
        | l2, false, r2 -> join (diff l1 l2) x1 (diff r1 r2)
        | l2, true, r2 -> concat (diff l1 l2) (diff r1 r2))

  type enumeration = End | More of elt * t * enumeration

  let rec enum_from s e = match s with Empty -> e | Node (l, x, r, _) -> enum_from l (More (x, r, e))

  let compare s1 s2 =
    let rec walk e1 e2 =
      match (e1, e2) with
      | End, End -> 0
      | End, _ -> -1
      | _, End -> 1
      | More (x1, r1, e1), More (x2, r2, e2) ->
          let c = Ord.compare x1 x2 in
          if c <> 0 then c else walk (enum_from r1 e1) (enum_from r2 e2)
    in
    walk (enum_from s1 End) (enum_from s2 End)

  let equal s1 s2 = compare s1 s2 = 0

  let rec subset s1 s2 =
    match (s1, s2) with
    | Empty, _ -> true
    | _, Empty -> false
    | Node (l1, x1, r1, _), Node (l2, x2, r2, _) ->
        let c = Ord.compare x1 x2 in
        if c = 0 then subset l1 l2 && subset r1 r2
        else if c < 0 then subset (Node (l1, x1, Empty, 0)) l2 && subset r1 s2
        else subset (Node (Empty, x1, r1, 0)) r2 && subset l1 s2

  let rec iter f s =
    match s with
    | Empty -> ()
    | Node (l, x, r, _) ->
        iter f l;
        f x;
        iter f r

  let rec fold f s acc = match s with Empty -> acc | Node (l, x, r, _) -> fold f r (f x (fold f l acc))

  let rec for_all p s =
    match s with Empty -> true | Node (l, x, r, _) -> p x && for_all p l && for_all p r

  let rec exists p s =
    match s with Empty -> false | Node (l, x, r, _) -> p x || exists p l || exists p r

  let rec filter p s =
    match s with
    | Empty -> Empty
    | Node (l, x, r, _) ->
        let l' = filter p l in
        let keep = p x in
        let r' = filter p r in
        if keep then if l == l' && r == r' then s else join l' x r' else concat l' r'

  let rec partition p s =
    match s with
    | Empty -> (Empty, Empty)
    | Node (l, x, r, _) ->
        let lt, lf = partition p l in
        let keep = p x in
        let rt, rf = partition p r in
        if keep then (join lt x rt, concat lf rf) else (concat lt rt, join lf x rf)

  let rec cardinal s = match s with Empty -> 0 | Node (l, _, r, _) -> cardinal l + 1 + cardinal r

  let elements s =
    let rec collect acc s = match s with Empty -> acc | Node (l, x, r, _) -> collect (x :: collect acc r) l in
    collect [] s

  let choose = min_elt
  let choose_opt = min_elt_opt

  let rec find x s =
    match s with
    | Empty -> raise Not_found
    | Node (l, y, r, _) ->
        let c = Ord.compare x y in
        if c = 0 then y else find x (if c < 0 then l else r)

  let rec find_opt x s =
    match s with
    | Empty -> None
    | Node (l, y, r, _) ->
        let c = Ord.compare x y in
        if c = 0 then Some y else find_opt x (if c < 0 then l else r)

  let rec first_from best f s =
    match s with Empty -> best | Node (l, x, r, _) -> if f x then first_from x f l else first_from best f r

  let rec find_first f s =
    match s with
    | Empty -> raise Not_found
    | Node (l, x, r, _) -> if f x then first_from x f l else find_first f r

  let rec find_first_opt f s =
    match s with
    | Empty -> None
    | Node (l, x, r, _) -> if f x then Some (first_from x f l) else find_first_opt f r

  let rec last_from best f s =
    match s with Empty -> best | Node (l, x, r, _) -> if f x then last_from x f r else last_from best f l

  let rec find_last f s =
    match s with
    | Empty -> raise Not_found
    | Node (l, x, r, _) -> if f x then last_from x f r else find_last f l

  let rec find_last_opt f s =
    match s with
    | Empty -> None
    | Node (l, x, r, _) -> if f x then Some (last_from x f r) else find_last_opt f l

  (* join needs l < x < r; a function given to map or filter_map may break
     that, and then the pieces are merged with union instead. *)
  let join_checked l x r =
    if
      (match l with Empty -> true | Node _ -> Ord.compare (max_elt l) x < 0)
      && match r with Empty -> true | Node _ -> Ord.compare x (min_elt r) < 0
    then join l x r
    else union l (add x r)

  let rec map f s =
    match s with
    | Empty -> Empty
    | Node (l, x, r, _) ->
        let l' = map f l in
        let x' = f x in
        let r' = map f r in
        if l == l' && x == x' && r == r' then s else join_checked l' x' r'

  let concat_checked t1 t2 =
    match (t1, t2) with
    | Empty, t | t, Empty -> t
    | _, _ -> join_checked t1 (min_elt t2) (remove_min t2)

  let rec filter_map f s =
    match s with
    | Empty -> Empty
    | Node (l, x, r, _) -> (
        let l' = filter_map f l in
        let mapped = f x in
        let r' = filter_map f r in
        match mapped with
        | Some x' -> if l == l' && x == x' && r == r' then s else join_checked l' x' r'
        | None -> concat_checked l' r')

  (* A balanced tree straight from a sorted list without duplicates. *)
  let of_sorted_list l =
    let rec build n l =
      match (n, l) with
      | 0, l -> (Empty, l)
      | 1, a :: l -> (singleton a, l)
      | 2, a :: b :: l -> (Node (singleton a, b, Empty, 2), l)
      | 3, a :: b :: c :: l -> (Node (singleton a, b, singleton c, 2), l)
      | n, l -> (
          let n_left = n / 2 in
          let left, l = build n_left l in
          match l with
          | [] -> assert false
          | mid :: l ->
              let right, l = build (n - n_left - 1) l in
              (node left mid right, l))
    in
    fst (build (List.length l) l)

  (* Short lists are inserted one by one, as OCaml does. *)
  let of_list l =
    match l with
    | [] -> empty
    | [ a ] -> singleton a
    | [ a; b ] -> add b (singleton a)
    | [ a; b; c ] -> add c (add b (singleton a))
    | [ a; b; c; d ] -> add d (add c (add b (singleton a)))
    | [ a; b; c; d; e ] -> add e (add d (add c (add b (singleton a))))
    | _ -> of_sorted_list (List.sort_uniq Ord.compare l)

  let add_seq seq s = Seq.fold_left (fun s x -> add x s) s seq
  let of_seq seq = add_seq seq empty

  let rec seq_of_enum e () =
    match e with End -> Seq.Nil | More (x, r, rest) -> Seq.Cons (x, seq_of_enum (enum_from r rest))

  let to_seq s = seq_of_enum (enum_from s End)

  let rec rev_enum_from s e = match s with Empty -> e | Node (l, x, r, _) -> rev_enum_from r (More (x, l, e))

  let rec seq_of_rev_enum e () =
    match e with End -> Seq.Nil | More (x, l, rest) -> Seq.Cons (x, seq_of_rev_enum (rev_enum_from l rest))

  let to_rev_seq s = seq_of_rev_enum (rev_enum_from s End)

  let to_seq_from low s =
    let rec start s e =
      match s with
      | Empty -> e
      | Node (l, x, r, _) ->
          let c = Ord.compare x low in
          if c = 0 then More (x, r, e) else if c < 0 then start r e else start l (More (x, r, e))
    in
    seq_of_enum (start s End)
end
