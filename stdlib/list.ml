(* Lists. The functions that OCaml makes tail-recursive (length, rev,
   rev_append, rev_map, iter, fold_left, init for long lists, filter,
   filter_map, concat_map, partition, ...) are tail-recursive here too; the
   others recurse on the list as OCaml's do, and evaluate the element
   functions in the same order. *)

type 'a t = 'a list = [] | ( :: ) of 'a * 'a list

let length l =
  let rec count n l = match l with [] -> n | _ :: rest -> count (n + 1) rest in
  count 0 l

let cons x l = x :: l
let hd l = match l with [] -> failwith "hd" | x :: _ -> x
let tl l = match l with [] -> failwith "tl" | _ :: rest -> rest

let nth l n =
  if n < 0 then invalid_arg "List.nth"
  else
    let rec walk l n =
      match l with
      | [] -> failwith "nth"
      | x :: rest -> if n = 0 then x else walk rest (n - 1)
    in
    walk l n

let nth_opt l n =
  if n < 0 then invalid_arg "List.nth"
  else
    let rec walk l n =
      match l with
      | [] -> None
      | x :: rest -> if n = 0 then Some x else walk rest (n - 1)
    in
    walk l n

let append = ( @ )

let rec rev_append l1 l2 =
  match l1 with [] -> l2 | x :: rest -> rev_append rest (x :: l2)

let rev l = rev_append l []

(* The functions that build a list front to back are tail-recursive modulo
   constructor ([@tail_mod_cons], as in OCaml 4.14 and later): they run in
   constant stack, calling [f] in the same order as OCaml 4.13's. *)
let init n f =
  if n < 0 then invalid_arg "List.init"
  else
    let[@tail_mod_cons] rec forwards i =
      if i >= n then []
      else
        let x = f i in
        x :: forwards (i + 1)
    in
    forwards 0

let[@tail_mod_cons] rec flatten ll =
  match ll with [] -> [] | l :: rest -> append_flatten l rest

and[@tail_mod_cons] append_flatten l rest =
  match l with [] -> flatten rest | x :: xs -> x :: append_flatten xs rest

let concat = flatten

let[@tail_mod_cons] rec map f l =
  match l with
  | [] -> []
  | x :: rest ->
      let y = f x in
      y :: map f rest

let mapi f l =
  let[@tail_mod_cons] rec go i l =
    match l with
    | [] -> []
    | x :: rest ->
        let y = f i x in
        y :: go (i + 1) rest
  in
  go 0 l

let rev_map f l =
  let rec go acc l = match l with [] -> acc | x :: rest -> go (f x :: acc) rest in
  go [] l

let rec iter f l =
  match l with
  | [] -> ()
  | x :: rest ->
      f x;
      iter f rest

let iteri f l =
  let rec go i l =
    match l with
    | [] -> ()
    | x :: rest ->
        f i x;
        go (i + 1) rest
  in
  go 0 l

let rec fold_left f acc l =
  match l with [] -> acc | x :: rest -> fold_left f (f acc x) rest

(* [fold_right] and [fold_right2] recurse directly on the first elements of
   the list (fast for short lists), and fold the rest of a long list from its
   reversed copy: [f] is applied to the same elements in the same order (last
   to first), and an exception it raises stops the fold at the same point. *)
let fold_right_max_depth = 500

let fold_right f l acc =
  let rec direct depth l =
    match l with
    | [] -> acc
    | x :: rest ->
        if depth = 0 then fold_left (fun acc x -> f x acc) acc (rev l)
        else f x (direct (depth - 1) rest)
  in
  direct fold_right_max_depth l

let[@tail_mod_cons] rec map2 f l1 l2 =
  match (l1, l2) with
  | [], [] -> []
  | x1 :: r1, x2 :: r2 ->
      let y = f x1 x2 in
      y :: map2 f r1 r2
  | _, _ -> invalid_arg "List.map2"

let rev_map2 f l1 l2 =
  let rec go acc l1 l2 =
    match (l1, l2) with
    | [], [] -> acc
    | x1 :: r1, x2 :: r2 -> go (f x1 x2 :: acc) r1 r2
    | _, _ -> invalid_arg "List.rev_map2"
  in
  go [] l1 l2

let rec iter2 f l1 l2 =
  match (l1, l2) with
  | [], [] -> ()
  | x1 :: r1, x2 :: r2 ->
      f x1 x2;
      iter2 f r1 r2
  | _, _ -> invalid_arg "List.iter2"

let rec fold_left2 f acc l1 l2 =
  match (l1, l2) with
  | [], [] -> acc
  | x1 :: r1, x2 :: r2 -> fold_left2 f (f acc x1 x2) r1 r2
  | _, _ -> invalid_arg "List.fold_left2"

let fold_right2 f l1 l2 acc =
  let rec direct depth l1 l2 =
    match (l1, l2) with
    | [], [] -> acc
    | x1 :: r1, x2 :: r2 ->
        if depth = 0 then
          (* Lengths are checked before [f] is applied, as OCaml's recursion
             reaches the end of both lists first. *)
          if length l1 <> length l2 then invalid_arg "List.fold_right2"
          else fold_left2 (fun acc x1 x2 -> f x1 x2 acc) acc (rev l1) (rev l2)
        else f x1 x2 (direct (depth - 1) r1 r2)
    | _, _ -> invalid_arg "List.fold_right2"
  in
  direct fold_right_max_depth l1 l2

let rec for_all p l = match l with [] -> true | x :: rest -> p x && for_all p rest
let rec exists p l = match l with [] -> false | x :: rest -> p x || exists p rest

let rec for_all2 p l1 l2 =
  match (l1, l2) with
  | [], [] -> true
  | x1 :: r1, x2 :: r2 -> p x1 x2 && for_all2 p r1 r2
  | _, _ -> invalid_arg "List.for_all2"

let rec exists2 p l1 l2 =
  match (l1, l2) with
  | [], [] -> false
  | x1 :: r1, x2 :: r2 -> p x1 x2 || exists2 p r1 r2
  | _, _ -> invalid_arg "List.exists2"

let rec mem x l = match l with [] -> false | y :: rest -> compare y x = 0 || mem x rest
let rec memq x l = match l with [] -> false | y :: rest -> y == x || memq x rest

let rec assoc k l =
  match l with
  | [] -> raise Not_found
  | (k', v) :: rest -> if compare k' k = 0 then v else assoc k rest

let rec assoc_opt k l =
  match l with
  | [] -> None
  | (k', v) :: rest -> if compare k' k = 0 then Some v else assoc_opt k rest

let rec assq k l =
  match l with
  | [] -> raise Not_found
  | (k', v) :: rest -> if k' == k then v else assq k rest

let rec assq_opt k l =
  match l with
  | [] -> None
  | (k', v) :: rest -> if k' == k then Some v else assq_opt k rest

let rec mem_assoc k l =
  match l with [] -> false | (k', _) :: rest -> compare k' k = 0 || mem_assoc k rest

let rec mem_assq k l =
  match l with [] -> false | (k', _) :: rest -> k' == k || mem_assq k rest

let[@tail_mod_cons] rec remove_assoc k l =
  match l with
  | [] -> []
  | ((k', _) as pair) :: rest ->
      if compare k' k = 0 then rest else pair :: remove_assoc k rest

let[@tail_mod_cons] rec remove_assq k l =
  match l with
  | [] -> []
  | ((k', _) as pair) :: rest -> if k' == k then rest else pair :: remove_assq k rest

let rec find p l =
  match l with [] -> raise Not_found | x :: rest -> if p x then x else find p rest

let rec find_opt p l =
  match l with [] -> None | x :: rest -> if p x then Some x else find_opt p rest

let rec find_map f l =
  match l with
  | [] -> None
  | x :: rest -> (
      match f x with Some _ as found -> found | None -> find_map f rest)

let find_all p l =
  let[@tail_mod_cons] rec go l =
    match l with
    | [] -> []
    | x :: rest -> if p x then x :: go rest else go rest
  in
  go l

let filter = find_all

let filteri p l =
  let[@tail_mod_cons] rec go i l =
    match l with
    | [] -> []
    | x :: rest -> if p i x then x :: go (i + 1) rest else go (i + 1) rest
  in
  go 0 l

let filter_map f l =
  let[@tail_mod_cons] rec go l =
    match l with
    | [] -> []
    | x :: rest -> (
        match f x with None -> go rest | Some y -> y :: go rest)
  in
  go l

let concat_map f l =
  let[@tail_mod_cons] rec go l =
    match l with [] -> [] | x :: rest -> prepend (f x) rest
  and[@tail_mod_cons] prepend ys rest =
    match ys with [] -> go rest | y :: ys -> y :: prepend ys rest
  in
  go l

let fold_left_map f acc l =
  let rec go acc mapped l =
    match l with
    | [] -> (acc, rev mapped)
    | x :: rest ->
        let acc, y = f acc x in
        go acc (y :: mapped) rest
  in
  go acc [] l

let partition p l =
  let rec go yes no l =
    match l with
    | [] -> (rev yes, rev no)
    | x :: rest -> if p x then go (x :: yes) no rest else go yes (x :: no) rest
  in
  go [] [] l

let partition_map f l =
  let rec go lefts rights l =
    match l with
    | [] -> (rev lefts, rev rights)
    | x :: rest -> (
        match f x with
        | Either.Left a -> go (a :: lefts) rights rest
        | Either.Right b -> go lefts (b :: rights) rest)
  in
  go [] [] l

let split l =
  let[@tail_mod_cons] rec firsts l = match l with [] -> [] | (a, _) :: rest -> a :: firsts rest in
  let[@tail_mod_cons] rec seconds l = match l with [] -> [] | (_, b) :: rest -> b :: seconds rest in
  (firsts l, seconds l)

let[@tail_mod_cons] rec combine l1 l2 =
  match (l1, l2) with
  | [], [] -> []
  | x1 :: r1, x2 :: r2 -> (x1, x2) :: combine r1 r2
  | _, _ -> invalid_arg "List.combine"

let[@tail_mod_cons] rec merge cmp l1 l2 =
  match (l1, l2) with
  | [], l2 -> l2
  | l1, [] -> l1
  | x1 :: r1, x2 :: r2 ->
      if cmp x1 x2 <= 0 then x1 :: merge cmp r1 l2 else x2 :: merge cmp l1 r2

(* Merge sort as OCaml does it, so that a comparison function with effects
   is called on the same pairs in the same order: the first n elements of
   the list are sorted by splitting n in halves, each half sorted in the
   opposite direction, and the two merged onto an accumulator (which
   reverses them back). [up n l] returns the first n elements of l sorted
   in increasing order and what remains of l; [down] in decreasing order.
   With [cmp x y <= 0] taken as "x first", equal elements keep their
   order. *)
let stable_sort cmp l =
  let rec merge_up l1 l2 acc =
    (* l1, l2 increasing; the result, in acc, is decreasing *)
    match (l1, l2) with
    | [], l2 -> rev_append l2 acc
    | l1, [] -> rev_append l1 acc
    | x1 :: r1, x2 :: r2 ->
        if cmp x1 x2 <= 0 then merge_up r1 l2 (x1 :: acc) else merge_up l1 r2 (x2 :: acc)
  in
  let rec merge_down l1 l2 acc =
    (* l1, l2 decreasing; the result, in acc, is increasing *)
    match (l1, l2) with
    | [], l2 -> rev_append l2 acc
    | l1, [] -> rev_append l1 acc
    | x1 :: r1, x2 :: r2 ->
        if cmp x1 x2 > 0 then merge_down r1 l2 (x1 :: acc) else merge_down l1 r2 (x2 :: acc)
  in
  (* [first x y]: x goes before y in the direction being built; going down
     it is the negation, so the same pairs are compared either way. *)
  let sort_three up a b c =
    let first x y = if up then cmp x y <= 0 else cmp x y > 0 in
    if first a b then
      if first b c then [ a; b; c ]
      else if first a c then [ a; c; b ]
      else [ c; a; b ]
    else if first a c then [ b; a; c ]
    else if first b c then [ b; c; a ]
    else [ c; b; a ]
  in
  let rec sorted up n l =
    match (n, l) with
    | 2, a :: b :: rest ->
        let in_order = if up then cmp a b <= 0 else cmp a b > 0 in
        ((if in_order then [ a; b ] else [ b; a ]), rest)
    | 3, a :: b :: c :: rest -> (sort_three up a b c, rest)
    | n, l ->
        let n1 = n asr 1 in
        let s1, l2 = sorted (not up) n1 l in
        let s2, rest = sorted (not up) (n - n1) l2 in
        ((if up then merge_down s1 s2 [] else merge_up s1 s2 []), rest)
  in
  let n = length l in
  if n < 2 then l else fst (sorted true n l)

let sort = stable_sort
let fast_sort = stable_sort

(* The same merge sort, dropping the second of two equal elements as
   OCaml's does. *)
let sort_uniq cmp l =
  let rec merge_up l1 l2 acc =
    match (l1, l2) with
    | [], l2 -> rev_append l2 acc
    | l1, [] -> rev_append l1 acc
    | x1 :: r1, x2 :: r2 ->
        let c = cmp x1 x2 in
        if c = 0 then merge_up r1 r2 (x1 :: acc)
        else if c < 0 then merge_up r1 l2 (x1 :: acc)
        else merge_up l1 r2 (x2 :: acc)
  in
  let rec merge_down l1 l2 acc =
    match (l1, l2) with
    | [], l2 -> rev_append l2 acc
    | l1, [] -> rev_append l1 acc
    | x1 :: r1, x2 :: r2 ->
        let c = cmp x1 x2 in
        if c = 0 then merge_down r1 r2 (x1 :: acc)
        else if c > 0 then merge_down r1 l2 (x1 :: acc)
        else merge_down l1 r2 (x2 :: acc)
  in
  let sort_two up a b =
    let c = cmp a b in
    if c = 0 then [ a ]
    else if (if up then c < 0 else c > 0) then [ a; b ]
    else [ b; a ]
  in
  let sort_three up a b c =
    let before r = if up then r < 0 else r > 0 in
    let ab = cmp a b in
    if ab = 0 then sort_two up b c
    else if before ab then begin
      let bc = cmp b c in
      if bc = 0 then [ a; b ]
      else if before bc then [ a; b; c ]
      else
        let ac = cmp a c in
        if ac = 0 then [ a; b ] else if before ac then [ a; c; b ] else [ c; a; b ]
    end
    else
      let ac = cmp a c in
      if ac = 0 then [ b; a ]
      else if before ac then [ b; a; c ]
      else
        let bc = cmp b c in
        if bc = 0 then [ b; a ] else if before bc then [ b; c; a ] else [ c; b; a ]
  in
  let rec sorted up n l =
    match (n, l) with
    | 2, a :: b :: rest -> (sort_two up a b, rest)
    | 3, a :: b :: c :: rest -> (sort_three up a b c, rest)
    | n, l ->
        let n1 = n asr 1 in
        let s1, l2 = sorted (not up) n1 l in
        let s2, rest = sorted (not up) (n - n1) l2 in
        ((if up then merge_down s1 s2 [] else merge_up s1 s2 []), rest)
  in
  let n = length l in
  if n < 2 then l else fst (sorted true n l)

let rec compare_lengths l1 l2 =
  match (l1, l2) with
  | [], [] -> 0
  | [], _ -> -1
  | _, [] -> 1
  | _ :: r1, _ :: r2 -> compare_lengths r1 r2

let rec compare_length_with l n =
  match l with
  | [] -> if n = 0 then 0 else if n > 0 then -1 else 1
  | _ :: rest -> if n <= 0 then 1 else compare_length_with rest (n - 1)

let rec equal eq l1 l2 =
  match (l1, l2) with
  | [], [] -> true
  | [], _ :: _ | _ :: _, [] -> false
  | x1 :: r1, x2 :: r2 -> eq x1 x2 && equal eq r1 r2

let rec compare cmp l1 l2 =
  match (l1, l2) with
  | [], [] -> 0
  | [], _ :: _ -> -1
  | _ :: _, [] -> 1
  | x1 :: r1, x2 :: r2 ->
      let c = cmp x1 x2 in
      if c <> 0 then c else compare cmp r1 r2

let to_seq l =
  let rec from l () = match l with [] -> Seq.Nil | x :: rest -> Seq.Cons (x, from rest) in
  from l

(* Directly recursive for the first elements, then through an accumulator
   so that a long sequence does not exhaust the stack. *)
let of_seq s =
  let rec direct depth s =
    if depth = 0 then rev (Seq.fold_left (fun acc x -> x :: acc) [] s)
    else
      match s () with
      | Seq.Nil -> []
      | Seq.Cons (x, next) -> x :: direct (depth - 1) next
  in
  direct 500 s
