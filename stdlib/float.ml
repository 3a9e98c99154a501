(* Floating-point numbers (IEEE 754 doubles). *)

external neg : float -> float = "%negfloat"
external add : float -> float -> float = "%addfloat"
external sub : float -> float -> float = "%subfloat"
external mul : float -> float -> float = "%mulfloat"
external div : float -> float -> float = "%divfloat"
external fma : float -> float -> float -> float = "caml_fma_float"
external rem : float -> float -> float = "caml_fmod_float"
external abs : float -> float = "%absfloat"
external of_int : int -> float = "%floatofint"
external to_int : float -> int = "%intoffloat"
external of_string : string -> float = "caml_float_of_string"
external classify_float : float -> fpclass = "caml_classify_float"
external pow : float -> float -> float = "caml_power_float"
external sqrt : float -> float = "caml_sqrt_float"
external cbrt : float -> float = "caml_cbrt_float"
external exp : float -> float = "caml_exp_float"
external exp2 : float -> float = "caml_exp2_float"
external log : float -> float = "caml_log_float"
external log10 : float -> float = "caml_log10_float"
external log2 : float -> float = "caml_log2_float"
external expm1 : float -> float = "caml_expm1_float"
external log1p : float -> float = "caml_log1p_float"
external cos : float -> float = "caml_cos_float"
external sin : float -> float = "caml_sin_float"
external tan : float -> float = "caml_tan_float"
external acos : float -> float = "caml_acos_float"
external asin : float -> float = "caml_asin_float"
external atan : float -> float = "caml_atan_float"
external atan2 : float -> float -> float = "caml_atan2_float"
external hypot : float -> float -> float = "caml_hypot_float"
external cosh : float -> float = "caml_cosh_float"
external sinh : float -> float = "caml_sinh_float"
external tanh : float -> float = "caml_tanh_float"
external acosh : float -> float = "caml_acosh_float"
external asinh : float -> float = "caml_asinh_float"
external atanh : float -> float = "caml_atanh_float"
external erf : float -> float = "caml_erf_float"
external erfc : float -> float = "caml_erfc_float"
external trunc : float -> float = "caml_trunc_float"
external round : float -> float = "caml_round_float"
external ceil : float -> float = "caml_ceil_float"
external floor : float -> float = "caml_floor_float"
external next_after : float -> float -> float = "caml_nextafter_float"
external copy_sign : float -> float -> float = "caml_copysign_float"
external sign_bit : float -> bool = "caml_signbit_float"
external frexp : float -> float * int = "caml_frexp_float"
external ldexp : float -> int -> float = "caml_ldexp_float"
external modf : float -> float * float = "caml_modf_float"

let zero = 0.
let one = 1.
let minus_one = -1.
let infinity = Stdlib.infinity
let neg_infinity = Stdlib.neg_infinity
let nan = Stdlib.nan
let pi = 0x1.921fb54442d18p+1
let max_float = Stdlib.max_float
let min_float = Stdlib.min_float
let epsilon = Stdlib.epsilon_float

(* x - x is 0 for finite x, nan for infinities and nan. *)
let is_finite (x : float) = x -. x = 0.
let is_infinite (x : float) = 1. /. x = 0.
let is_nan (x : float) = x <> x
let is_integer x = x = trunc x && is_finite x
let succ x = next_after x infinity
let pred x = next_after x neg_infinity
let of_string_opt = Stdlib.float_of_string_opt
let to_string = Stdlib.string_of_float

type fpclass = Stdlib.fpclass =
  | FP_normal
  | FP_subnormal
  | FP_zero
  | FP_infinite
  | FP_nan

type t = float

let compare (x : t) y = Stdlib.compare x y
let equal x y = compare x y = 0

(* [x_first x y]: x is the smaller, -0. counting as smaller than 0. *)
let x_first (x : float) (y : float) = y > x || ((not (sign_bit y)) && sign_bit x)

(* min and max propagate nan; the _num variants ignore it. *)
let min (x : float) (y : float) =
  if x_first x y then if is_nan y then y else x else if is_nan x then x else y

let max (x : float) (y : float) =
  if x_first x y then if is_nan x then x else y else if is_nan y then y else x

let min_max (x : float) (y : float) =
  if is_nan x || is_nan y then (nan, nan) else if x_first x y then (x, y) else (y, x)

let min_num (x : float) (y : float) =
  if x_first x y then if is_nan x then y else x else if is_nan y then x else y

let max_num (x : float) (y : float) =
  if x_first x y then if is_nan y then x else y else if is_nan x then y else x

let min_max_num (x : float) (y : float) =
  if is_nan x then (y, y)
  else if is_nan y then (x, x)
  else if x_first x y then (x, y)
  else (y, x)

external seeded_hash_param : int -> int -> int -> 'a -> int = "caml_hash"

let hash x = seeded_hash_param 10 100 0 x

(* The boxed arrays, under a name that Float.Array does not hide. *)
module Boxed_array = Array

(* Unboxed float arrays. The sorting functions are Array's, on floatarray. *)
module Array = struct
  type t = floatarray

  external length : t -> int = "%floatarray_length"
  external get : t -> int -> float = "%floatarray_safe_get"
  external set : t -> int -> float -> unit = "%floatarray_safe_set"
  external create : int -> t = "caml_floatarray_create"
  external unsafe_get : t -> int -> float = "%floatarray_unsafe_get"
  external unsafe_set : t -> int -> float -> unit = "%floatarray_unsafe_set"
  external unsafe_blit : t -> int -> t -> int -> int -> unit = "caml_floatarray_blit"

  let unsafe_fill a ofs len x =
    for i = ofs to ofs + len - 1 do
      unsafe_set a i x
    done

  let check a ofs len message =
    if ofs < 0 || len < 0 || ofs + len < 0 || ofs + len > length a then invalid_arg message

  let make n x =
    let a = create n in
    unsafe_fill a 0 n x;
    a

  let init n f =
    if n < 0 then invalid_arg "Float.Array.init"
    else begin
      let a = create n in
      for i = 0 to n - 1 do
        unsafe_set a i (f i)
      done;
      a
    end

  let append a1 a2 =
    let n1 = length a1 and n2 = length a2 in
    let r = create (n1 + n2) in
    unsafe_blit a1 0 r 0 n1;
    unsafe_blit a2 0 r n1 n2;
    r

  let concat arrays =
    let total =
      List.fold_left
        (fun acc a ->
          let next = length a + acc in
          if next >= acc then next else invalid_arg "Float.Array.concat")
        0 arrays
    in
    let r = create total in
    let _ =
      List.fold_left
        (fun pos a ->
          unsafe_blit a 0 r pos (length a);
          pos + length a)
        0 arrays
    in
    r

  let sub a ofs len =
    check a ofs len "Float.Array.sub";
    let r = create len in
    unsafe_blit a ofs r 0 len;
    r

  let copy a =
    let n = length a in
    let r = create n in
    unsafe_blit a 0 r 0 n;
    r

  let fill a ofs len x =
    check a ofs len "Float.Array.fill";
    unsafe_fill a ofs len x

  (* OCaml's message has this lowercase "array". *)
  let blit src src_ofs dst dst_ofs len =
    check src src_ofs len "Float.array.blit";
    check dst dst_ofs len "Float.array.blit";
    unsafe_blit src src_ofs dst dst_ofs len

  let to_list a = List.init (length a) (unsafe_get a)

  let of_list l =
    let r = create (List.length l) in
    List.iteri (fun i x -> unsafe_set r i x) l;
    r

  let iter f a =
    for i = 0 to length a - 1 do
      f (unsafe_get a i)
    done

  let iteri f a =
    for i = 0 to length a - 1 do
      f i (unsafe_get a i)
    done

  let iter2 f a b =
    if length a <> length b then invalid_arg "Float.Array.iter2: arrays must have the same length"
    else
      for i = 0 to length a - 1 do
        f (unsafe_get a i) (unsafe_get b i)
      done

  let map f a =
    let n = length a in
    let r = create n in
    for i = 0 to n - 1 do
      unsafe_set r i (f (unsafe_get a i))
    done;
    r

  let mapi f a =
    let n = length a in
    let r = create n in
    for i = 0 to n - 1 do
      unsafe_set r i (f i (unsafe_get a i))
    done;
    r

  let map2 f a b =
    let n = length a in
    if n <> length b then invalid_arg "Float.Array.map2: arrays must have the same length"
    else begin
      let r = create n in
      for i = 0 to n - 1 do
        unsafe_set r i (f (unsafe_get a i) (unsafe_get b i))
      done;
      r
    end

  let fold_left f init a =
    let acc = ref init in
    for i = 0 to length a - 1 do
      acc := f !acc (unsafe_get a i)
    done;
    !acc

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

  (* mem uses compare (nan is a member of an array holding nan), mem_ieee
     uses = (it is not). *)
  let mem x a =
    let n = length a in
    let rec from i = i < n && (Stdlib.compare (unsafe_get a i) x = 0 || from (i + 1)) in
    from 0

  let mem_ieee x a =
    let n = length a in
    let rec from i = i < n && (x = unsafe_get a i || from (i + 1)) in
    from 0

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
    let rec from i () = if i < length a then Seq.Cons (unsafe_get a i, from (i + 1)) else Seq.Nil in
    from 0

  let to_seqi a =
    let rec from i () = if i < length a then Seq.Cons ((i, unsafe_get a i), from (i + 1)) else Seq.Nil in
    from 0

  let of_seq s =
    let reversed = Seq.fold_left (fun acc x -> x :: acc) [] s in
    let n = List.length reversed in
    let r = create n in
    List.iteri (fun i x -> unsafe_set r (n - 1 - i) x) reversed;
    r

  let map_to_array f a =
    let n = length a in
    if n = 0 then [||]
    else begin
      let r = Boxed_array.make n (f (unsafe_get a 0)) in
      for i = 1 to n - 1 do
        Boxed_array.unsafe_set r i (f (unsafe_get a i))
      done;
      r
    end

  let map_from_array f a =
    let n = Boxed_array.length a in
    let r = create n in
    for i = 0 to n - 1 do
      unsafe_set r i (f (Boxed_array.unsafe_get a i))
    done;
    r
end

(* Float.Array with labelled arguments. *)
module ArrayLabels = struct
  type t = floatarray
  let length x0 = Array.length x0
  let get x0 x1 = Array.get x0 x1
  let set x0 x1 x2 = Array.set x0 x1 x2
  let make x0 x1 = Array.make x0 x1
  let create x0 = Array.create x0
  let init x0 ~f = Array.init x0 f
  let append x0 x1 = Array.append x0 x1
  let concat x0 = Array.concat x0
  let sub x0 ~pos ~len = Array.sub x0 pos len
  let copy x0 = Array.copy x0
  let fill x0 ~pos ~len x3 = Array.fill x0 pos len x3
  let blit ~src ~src_pos ~dst ~dst_pos ~len = Array.blit src src_pos dst dst_pos len
  let to_list x0 = Array.to_list x0
  let of_list x0 = Array.of_list x0
  let iter ~f x1 = Array.iter f x1
  let iteri ~f x1 = Array.iteri f x1
  let map ~f x1 = Array.map f x1
  let mapi ~f x1 = Array.mapi f x1
  let fold_left ~f ~init x2 = Array.fold_left f init x2
  let fold_right ~f x1 ~init = Array.fold_right f x1 init
  let iter2 ~f x1 x2 = Array.iter2 f x1 x2
  let map2 ~f x1 x2 = Array.map2 f x1 x2
  let for_all ~f x1 = Array.for_all f x1
  let exists ~f x1 = Array.exists f x1
  let mem x0 ~set = Array.mem x0 set
  let mem_ieee x0 ~set = Array.mem_ieee x0 set
  let sort ~cmp x1 = Array.sort cmp x1
  let stable_sort ~cmp x1 = Array.stable_sort cmp x1
  let fast_sort ~cmp x1 = Array.fast_sort cmp x1
  let to_seq x0 = Array.to_seq x0
  let to_seqi x0 = Array.to_seqi x0
  let of_seq x0 = Array.of_seq x0
  let map_to_array ~f x1 = Array.map_to_array f x1
  let map_from_array ~f x1 = Array.map_from_array f x1
  external unsafe_get : t -> int -> float = "%floatarray_unsafe_get"
  external unsafe_set : t -> int -> float -> unit = "%floatarray_unsafe_set"
end
