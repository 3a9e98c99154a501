(* Arrays. Sorting uses OCaml's algorithms (a ternary heap sort for [sort],
   a merge sort with insertion sort below 6 elements for [stable_sort]) so
   that the result, including the order of equal elements under [sort], and
   the calls made to the comparison function are the same. *)

type 'a t = 'a array

external length : 'a array -> int = "%array_length"
external get : 'a array -> int -> 'a = "%array_safe_get"
external set : 'a array -> int -> 'a -> unit = "%array_safe_set"
external unsafe_get : 'a array -> int -> 'a = "%array_unsafe_get"
external unsafe_set : 'a array -> int -> 'a -> unit = "%array_unsafe_set"
external make : int -> 'a -> 'a array = "caml_make_vect"
external create : int -> 'a -> 'a array = "caml_make_vect"
external create_float : int -> float array = "caml_make_float_vect"
external unsafe_sub : 'a array -> int -> int -> 'a array = "caml_array_sub"
external append_prim : 'a array -> 'a array -> 'a array = "caml_array_append"
external concat : 'a array list -> 'a array = "caml_array_concat"
external unsafe_blit : 'a array -> int -> 'a array -> int -> int -> unit
  = "caml_array_blit"
external unsafe_fill : 'a array -> int -> int -> 'a -> unit = "caml_array_fill"

let make_float = create_float

(* The first element seeds the array, so [f 0] runs before [f 1]. *)
let init n f =
  if n = 0 then [||]
  else if n < 0 then invalid_arg "Array.init"
  else begin
    let r = create n (f 0) in
    for i = 1 to n - 1 do
      unsafe_set r i (f i)
    done;
    r
  end

let make_matrix rows cols x =
  let m = create rows [||] in
  for i = 0 to rows - 1 do
    unsafe_set m i (create cols x)
  done;
  m

let create_matrix = make_matrix
let copy a = let n = length a in if n = 0 then [||] else unsafe_sub a 0 n

let append a1 a2 =
  let n1 = length a1 in
  if n1 = 0 then copy a2
  else if length a2 = 0 then unsafe_sub a1 0 n1
  else append_prim a1 a2

let sub a ofs len =
  if ofs < 0 || len < 0 || ofs > length a - len then invalid_arg "Array.sub"
  else unsafe_sub a ofs len

let fill a ofs len x =
  if ofs < 0 || len < 0 || ofs > length a - len then invalid_arg "Array.fill"
  else unsafe_fill a ofs len x

let blit src src_ofs dst dst_ofs len =
  if
    len < 0 || src_ofs < 0
    || src_ofs > length src - len
    || dst_ofs < 0
    || dst_ofs > length dst - len
  then invalid_arg "Array.blit"
  else unsafe_blit src src_ofs dst dst_ofs len

let iter f a =
  for i = 0 to length a - 1 do
    f (unsafe_get a i)
  done

let iteri f a =
  for i = 0 to length a - 1 do
    f i (unsafe_get a i)
  done

let iter2 f a b =
  if length a <> length b then
    invalid_arg "Array.iter2: arrays must have the same length"
  else
    for i = 0 to length a - 1 do
      f (unsafe_get a i) (unsafe_get b i)
    done

let map f a =
  let n = length a in
  if n = 0 then [||]
  else begin
    let r = create n (f (unsafe_get a 0)) in
    for i = 1 to n - 1 do
      unsafe_set r i (f (unsafe_get a i))
    done;
    r
  end

let mapi f a =
  let n = length a in
  if n = 0 then [||]
  else begin
    let r = create n (f 0 (unsafe_get a 0)) in
    for i = 1 to n - 1 do
      unsafe_set r i (f i (unsafe_get a i))
    done;
    r
  end

let map2 f a b =
  let n = length a in
  if n <> length b then invalid_arg "Array.map2: arrays must have the same length"
  else if n = 0 then [||]
  else begin
    let r = create n (f (unsafe_get a 0) (unsafe_get b 0)) in
    for i = 1 to n - 1 do
      unsafe_set r i (f (unsafe_get a i) (unsafe_get b i))
    done;
    r
  end

let to_list a =
  let rec collect i acc = if i < 0 then acc else collect (i - 1) (unsafe_get a i :: acc) in
  collect (length a - 1) []

let of_list l =
  match l with
  | [] -> [||]
  | first :: rest ->
      let r = create (List.length l) first in
      let rec fill i l =
        match l with
        | [] -> r
        | x :: rest ->
            unsafe_set r i x;
            fill (i + 1) rest
      in
      fill 1 rest

let fold_left f init a =
  let acc = ref init in
  for i = 0 to length a - 1 do
    acc := f !acc (unsafe_get a i)
  done;
  !acc

let fold_left_map f init a =
  let n = length a in
  if n = 0 then (init, [||])
  else begin
    let acc, y = f init (unsafe_get a 0) in
    let r = create n y in
    let acc = ref acc in
    for i = 1 to n - 1 do
      let acc', y = f !acc (unsafe_get a i) in
      acc := acc';
      unsafe_set r i y
    done;
    (!acc, r)
  end

let fold_right f a init =
  let acc = ref init in
  for i = length a - 1 downto 0 do
    acc := f (unsafe_get a i) !acc
  done;
  !acc

let exists p a =
  let n = length a in
  let rec from i = i < n && (p (unsafe_get a i) || from (i + 1)) in
  from 0

let for_all p a =
  let n = length a in
  let rec from i = i >= n || (p (unsafe_get a i) && from (i + 1)) in
  from 0

let for_all2 p a b =
  let n = length a in
  if n <> length b then invalid_arg "Array.for_all2"
  else
    let rec from i = i >= n || (p (unsafe_get a i) (unsafe_get b i) && from (i + 1)) in
    from 0

let exists2 p a b =
  let n = length a in
  if n <> length b then invalid_arg "Array.exists2"
  else
    let rec from i = i < n && (p (unsafe_get a i) (unsafe_get b i) || from (i + 1)) in
    from 0

let mem x a =
  let n = length a in
  let rec from i = i < n && (compare (unsafe_get a i) x = 0 || from (i + 1)) in
  from 0

let memq x a =
  let n = length a in
  let rec from i = i < n && (x == unsafe_get a i || from (i + 1)) in
  from 0

let find_opt p a =
  let n = length a in
  let rec from i =
    if i = n then None
    else
      let x = unsafe_get a i in
      if p x then Some x else from (i + 1)
  in
  from 0

let find_map f a =
  let n = length a in
  let rec from i =
    if i = n then None
    else match f (unsafe_get a i) with None -> from (i + 1) | Some _ as r -> r
  in
  from 0

let split pairs =
  let n = length pairs in
  if n = 0 then ([||], [||])
  else begin
    let x0, y0 = unsafe_get pairs 0 in
    let xs = create n x0 and ys = create n y0 in
    for i = 1 to n - 1 do
      let x, y = unsafe_get pairs i in
      unsafe_set xs i x;
      unsafe_set ys i y
    done;
    (xs, ys)
  end

let combine a b =
  let n = length a in
  if n <> length b then invalid_arg "Array.combine";
  if n = 0 then [||]
  else begin
    let r = create n (unsafe_get a 0, unsafe_get b 0) in
    for i = 1 to n - 1 do
      unsafe_set r i (unsafe_get a i, unsafe_get b i)
    done;
    r
  end

(* Heap sort on a ternary heap (children of i: 3i+1 .. 3i+3), largest at
   the root. After heapifying, the root is repeatedly moved to the end: the
   hole it leaves is pushed down to a leaf along the largest children, then
   the displaced last element climbs up from there. *)
let sort cmp a =
  (* The largest child of node i among the first [len] elements, -1 for a
     leaf. *)
  let largest_child len i =
    let c = (3 * i) + 1 in
    if c + 2 < len then begin
      let best = if cmp (get a c) (get a (c + 1)) < 0 then c + 1 else c in
      if cmp (get a best) (get a (c + 2)) < 0 then c + 2 else best
    end
    else if c + 1 < len && cmp (get a c) (get a (c + 1)) < 0 then c + 1
    else if c < len then c
    else -1
  in
  let rec sift_down len i x =
    let j = largest_child len i in
    if j >= 0 && cmp (get a j) x > 0 then begin
      set a i (get a j);
      sift_down len j x
    end
    else set a i x
  in
  let rec hole_to_leaf len i =
    let j = largest_child len i in
    if j < 0 then i
    else begin
      set a i (get a j);
      hole_to_leaf len j
    end
  in
  let rec sift_up i x =
    let parent = (i - 1) / 3 in
    if cmp (get a parent) x < 0 then begin
      set a i (get a parent);
      if parent > 0 then sift_up parent x else set a 0 x
    end
    else set a i x
  in
  let n = length a in
  for i = ((n + 1) / 3) - 1 downto 0 do
    sift_down n i (get a i)
  done;
  for i = n - 1 downto 2 do
    let x = get a i in
    set a i (get a 0);
    sift_up (hole_to_leaf i 0) x
  done;
  if n > 1 then begin
    let x = get a 1 in
    set a 1 (get a 0);
    set a 0 x
  end

let insertion_cutoff = 5

(* Merge sort: each half is sorted into place (one of them into a
   temporary array), then the halves are merged. *)
let stable_sort cmp a =
  (* Merges a[ofs1, ofs1+len1) with src2[ofs2, ofs2+len2) into dst from
     dst_ofs; both runs are non-empty. *)
  let merge ofs1 len1 src2 ofs2 len2 dst dst_ofs =
    let end1 = ofs1 + len1 and end2 = ofs2 + len2 in
    let rec step i1 x1 i2 x2 d =
      if cmp x1 x2 <= 0 then begin
        set dst d x1;
        let i1 = i1 + 1 in
        if i1 < end1 then step i1 (get a i1) i2 x2 (d + 1)
        else blit src2 i2 dst (d + 1) (end2 - i2)
      end
      else begin
        set dst d x2;
        let i2 = i2 + 1 in
        if i2 < end2 then step i1 x1 i2 (get src2 i2) (d + 1)
        else blit a i1 dst (d + 1) (end1 - i1)
      end
    in
    step ofs1 (get a ofs1) ofs2 (get src2 ofs2) dst_ofs
  in
  (* Insertion sort of a[src_ofs, src_ofs+len) into dst[dst_ofs, ...). *)
  let insertion_sort src_ofs dst dst_ofs len =
    for i = 0 to len - 1 do
      let x = get a (src_ofs + i) in
      let j = ref (dst_ofs + i - 1) in
      while !j >= dst_ofs && cmp (get dst !j) x > 0 do
        set dst (!j + 1) (get dst !j);
        decr j
      done;
      set dst (!j + 1) x
    done
  in
  (* Sorts a[src_ofs, src_ofs+len) into dst from dst_ofs. *)
  let rec sort_into src_ofs dst dst_ofs len =
    if len <= insertion_cutoff then insertion_sort src_ofs dst dst_ofs len
    else begin
      let len1 = len / 2 in
      let len2 = len - len1 in
      sort_into (src_ofs + len1) dst (dst_ofs + len1) len2;
      sort_into src_ofs a (src_ofs + len2) len1;
      merge (src_ofs + len2) len1 dst (dst_ofs + len1) len2 dst dst_ofs
    end
  in
  let n = length a in
  if n <= insertion_cutoff then insertion_sort 0 a 0 n
  else begin
    let len1 = n / 2 in
    let len2 = n - len1 in
    let tmp = make len2 (get a 0) in
    sort_into len1 tmp 0 len2;
    sort_into 0 a len2 len1;
    merge len2 len1 tmp 0 len2 a 0
  end

let fast_sort = stable_sort

let to_seq a =
  let rec from i () =
    if i < length a then Seq.Cons (unsafe_get a i, from (i + 1)) else Seq.Nil
  in
  from 0

let to_seqi a =
  let rec from i () =
    if i < length a then Seq.Cons ((i, unsafe_get a i), from (i + 1)) else Seq.Nil
  in
  from 0

(* Through a reversed list, whose length then sizes the array. *)
let of_seq s =
  let reversed = Seq.fold_left (fun acc x -> x :: acc) [] s in
  match reversed with
  | [] -> [||]
  | last :: rest ->
      let n = List.length reversed in
      let r = create n last in
      let rec fill i l =
        match l with
        | [] -> r
        | x :: rest ->
            unsafe_set r i x;
            fill (i - 1) rest
      in
      fill (n - 2) rest
