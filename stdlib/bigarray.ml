(* Bigarrays: arrays of numbers of any number of dimensions, stored in the runtime's typed arrays
   (runtime/bigarray.ts). Every array is a Genarray underneath; Array0 to Array3 are views of it
   with a fixed number of dimensions, and the conversions between them check that number. *)

type float32_elt = Float32_elt
type float64_elt = Float64_elt
type int8_signed_elt = Int8_signed_elt
type int8_unsigned_elt = Int8_unsigned_elt
type int16_signed_elt = Int16_signed_elt
type int16_unsigned_elt = Int16_unsigned_elt
type int32_elt = Int32_elt
type int64_elt = Int64_elt
type int_elt = Int_elt
type nativeint_elt = Nativeint_elt
type complex32_elt = Complex32_elt
type complex64_elt = Complex64_elt

(* The constructors' order is the runtime's numbering of the kinds. *)
type ('a, 'b) kind =
  | Float32 : (float, float32_elt) kind
  | Float64 : (float, float64_elt) kind
  | Int8_signed : (int, int8_signed_elt) kind
  | Int8_unsigned : (int, int8_unsigned_elt) kind
  | Int16_signed : (int, int16_signed_elt) kind
  | Int16_unsigned : (int, int16_unsigned_elt) kind
  | Int32 : (int32, int32_elt) kind
  | Int64 : (int64, int64_elt) kind
  | Int : (int, int_elt) kind
  | Nativeint : (nativeint, nativeint_elt) kind
  | Complex32 : (Complex.t, complex32_elt) kind
  | Complex64 : (Complex.t, complex64_elt) kind
  | Char : (char, int8_unsigned_elt) kind

let float32 = Float32
let float64 = Float64
let complex32 = Complex32
let complex64 = Complex64
let int8_signed = Int8_signed
let int8_unsigned = Int8_unsigned
let int16_signed = Int16_signed
let int16_unsigned = Int16_unsigned
let int = Int
let int32 = Int32
let int64 = Int64
let nativeint = Nativeint
let char = Char

let kind_size_in_bytes : type a b. (a, b) kind -> int = function
  | Float32 -> 4
  | Float64 -> 8
  | Int8_signed -> 1
  | Int8_unsigned -> 1
  | Int16_signed -> 2
  | Int16_unsigned -> 2
  | Int32 -> 4
  | Int64 -> 8
  | Int -> Sys.word_size / 8
  | Nativeint -> Sys.word_size / 8
  | Complex32 -> 8
  | Complex64 -> 16
  | Char -> 1

type c_layout = C_layout_typ
type fortran_layout = Fortran_layout_typ

type 'a layout =
  | C_layout : c_layout layout
  | Fortran_layout : fortran_layout layout

let c_layout = C_layout
let fortran_layout = Fortran_layout

(* The first index of a dimension: a layout is a constant constructor, 0 for C (indices from 0),
   1 for Fortran (indices from 1). *)
external first_index : 'a layout -> int = "%identity"

module Genarray = struct
  type (!'a, !'b, !'c) t

  external create : ('a, 'b) kind -> 'c layout -> int array -> ('a, 'b, 'c) t = "caml_ba_create"
  external num_dims : ('a, 'b, 'c) t -> int = "caml_ba_num_dims"
  external nth_dim : ('a, 'b, 'c) t -> int -> int = "caml_ba_dim"
  external kind : ('a, 'b, 'c) t -> ('a, 'b) kind = "caml_ba_kind"
  external layout : ('a, 'b, 'c) t -> 'c layout = "caml_ba_layout"
  external change_layout : ('a, 'b, 'c) t -> 'd layout -> ('a, 'b, 'd) t = "caml_ba_change_layout"
  external get : ('a, 'b, 'c) t -> int array -> 'a = "caml_ba_get_generic"
  external set : ('a, 'b, 'c) t -> int array -> 'a -> unit = "caml_ba_set_generic"
  external sub_left : ('a, 'b, c_layout) t -> int -> int -> ('a, 'b, c_layout) t = "caml_ba_sub"
  external sub_right : ('a, 'b, fortran_layout) t -> int -> int -> ('a, 'b, fortran_layout) t = "caml_ba_sub"
  external slice_left : ('a, 'b, c_layout) t -> int array -> ('a, 'b, c_layout) t = "caml_ba_slice"
  external slice_right : ('a, 'b, fortran_layout) t -> int array -> ('a, 'b, fortran_layout) t = "caml_ba_slice"
  external blit : ('a, 'b, 'c) t -> ('a, 'b, 'c) t -> unit = "caml_ba_blit"
  external fill : ('a, 'b, 'c) t -> 'a -> unit = "caml_ba_fill"

  (* Slices and sub-arrays of either layout, for the views below. *)
  external slice : ('a, 'b, 'c) t -> int array -> ('a, 'b, 'c) t = "caml_ba_slice"

  let dims a = Array.init (num_dims a) (fun i -> nth_dim a i)

  let size_in_bytes a = Array.fold_left ( * ) (kind_size_in_bytes (kind a)) (dims a)

  (* C layout: the last index varies fastest, from 0; Fortran layout: the first, from 1. The
     index array given to [f] is reused from one call to the next. *)
  let init kind layout dims f =
    let a = create kind layout dims in
    let n = Array.length dims in
    let idx = Array.make n 0 in
    if first_index layout = 0 then begin
      let rec walk d =
        if d = n then set a idx (f idx)
        else
          for i = 0 to dims.(d) - 1 do
            idx.(d) <- i;
            walk (d + 1)
          done
      in
      walk 0
    end
    else begin
      let rec walk d =
        if d < 0 then set a idx (f idx)
        else
          for i = 1 to dims.(d) do
            idx.(d) <- i;
            walk (d - 1)
          done
      in
      walk (n - 1)
    end;
    a
end

module Array0 = struct
  type (!'a, !'b, !'c) t = ('a, 'b, 'c) Genarray.t

  let create kind layout = Genarray.create kind layout [||]
  external kind : ('a, 'b, 'c) t -> ('a, 'b) kind = "caml_ba_kind"
  external layout : ('a, 'b, 'c) t -> 'c layout = "caml_ba_layout"
  let change_layout a layout = Genarray.change_layout a layout
  let size_in_bytes a = kind_size_in_bytes (kind a)
  let get a = Genarray.get a [||]
  let set a v = Genarray.set a [||] v
  external blit : ('a, 'b, 'c) t -> ('a, 'b, 'c) t -> unit = "caml_ba_blit"
  external fill : ('a, 'b, 'c) t -> 'a -> unit = "caml_ba_fill"

  let of_value kind layout v =
    let a = create kind layout in
    set a v;
    a

  let init = of_value
end

module Array1 = struct
  type (!'a, !'b, !'c) t = ('a, 'b, 'c) Genarray.t

  let create kind layout dim = Genarray.create kind layout [| dim |]
  external dim : ('a, 'b, 'c) t -> int = "%caml_ba_dim_1"
  external kind : ('a, 'b, 'c) t -> ('a, 'b) kind = "caml_ba_kind"
  external layout : ('a, 'b, 'c) t -> 'c layout = "caml_ba_layout"
  let change_layout a layout = Genarray.change_layout a layout
  let size_in_bytes a = kind_size_in_bytes (kind a) * dim a
  external get : ('a, 'b, 'c) t -> int -> 'a = "%caml_ba_ref_1"
  external set : ('a, 'b, 'c) t -> int -> 'a -> unit = "%caml_ba_set_1"
  external unsafe_get : ('a, 'b, 'c) t -> int -> 'a = "%caml_ba_unsafe_ref_1"
  external unsafe_set : ('a, 'b, 'c) t -> int -> 'a -> unit = "%caml_ba_unsafe_set_1"
  external sub : ('a, 'b, 'c) t -> int -> int -> ('a, 'b, 'c) t = "caml_ba_sub"
  let slice a n = Genarray.slice a [| n |]
  external blit : ('a, 'b, 'c) t -> ('a, 'b, 'c) t -> unit = "caml_ba_blit"
  external fill : ('a, 'b, 'c) t -> 'a -> unit = "caml_ba_fill"

  let init kind layout dim f =
    let a = create kind layout dim in
    let first = first_index layout in
    for i = first to dim - 1 + first do
      unsafe_set a i (f i)
    done;
    a

  let of_array kind layout data =
    let a = create kind layout (Array.length data) in
    let first = first_index layout in
    for i = 0 to Array.length data - 1 do
      unsafe_set a (i + first) data.(i)
    done;
    a
end

module Array2 = struct
  type (!'a, !'b, !'c) t = ('a, 'b, 'c) Genarray.t

  let create kind layout dim1 dim2 = Genarray.create kind layout [| dim1; dim2 |]
  external dim1 : ('a, 'b, 'c) t -> int = "%caml_ba_dim_1"
  external dim2 : ('a, 'b, 'c) t -> int = "%caml_ba_dim_2"
  external kind : ('a, 'b, 'c) t -> ('a, 'b) kind = "caml_ba_kind"
  external layout : ('a, 'b, 'c) t -> 'c layout = "caml_ba_layout"
  let change_layout a layout = Genarray.change_layout a layout
  let size_in_bytes a = kind_size_in_bytes (kind a) * dim1 a * dim2 a
  external get : ('a, 'b, 'c) t -> int -> int -> 'a = "%caml_ba_ref_2"
  external set : ('a, 'b, 'c) t -> int -> int -> 'a -> unit = "%caml_ba_set_2"
  external unsafe_get : ('a, 'b, 'c) t -> int -> int -> 'a = "%caml_ba_unsafe_ref_2"
  external unsafe_set : ('a, 'b, 'c) t -> int -> int -> 'a -> unit = "%caml_ba_unsafe_set_2"
  external sub_left : ('a, 'b, c_layout) t -> int -> int -> ('a, 'b, c_layout) t = "caml_ba_sub"
  external sub_right : ('a, 'b, fortran_layout) t -> int -> int -> ('a, 'b, fortran_layout) t = "caml_ba_sub"
  let slice_left a n = Genarray.slice_left a [| n |]
  let slice_right a n = Genarray.slice_right a [| n |]
  external blit : ('a, 'b, 'c) t -> ('a, 'b, 'c) t -> unit = "caml_ba_blit"
  external fill : ('a, 'b, 'c) t -> 'a -> unit = "caml_ba_fill"

  (* C layout: row by row; Fortran layout: column by column. *)
  let init kind layout dim1 dim2 f =
    let a = create kind layout dim1 dim2 in
    if first_index layout = 0 then
      for i = 0 to dim1 - 1 do
        for j = 0 to dim2 - 1 do
          unsafe_set a i j (f i j)
        done
      done
    else
      for j = 1 to dim2 do
        for i = 1 to dim1 do
          unsafe_set a i j (f i j)
        done
      done;
    a

  let of_array kind layout data =
    let dim1 = Array.length data in
    let dim2 = if dim1 = 0 then 0 else Array.length data.(0) in
    let a = create kind layout dim1 dim2 in
    let first = first_index layout in
    for i = 0 to dim1 - 1 do
      let row = data.(i) in
      if Array.length row <> dim2 then invalid_arg "Bigarray.Array2.of_array: non-rectangular data";
      for j = 0 to dim2 - 1 do
        unsafe_set a (i + first) (j + first) row.(j)
      done
    done;
    a
end

module Array3 = struct
  type (!'a, !'b, !'c) t = ('a, 'b, 'c) Genarray.t

  let create kind layout dim1 dim2 dim3 = Genarray.create kind layout [| dim1; dim2; dim3 |]
  external dim1 : ('a, 'b, 'c) t -> int = "%caml_ba_dim_1"
  external dim2 : ('a, 'b, 'c) t -> int = "%caml_ba_dim_2"
  external dim3 : ('a, 'b, 'c) t -> int = "%caml_ba_dim_3"
  external kind : ('a, 'b, 'c) t -> ('a, 'b) kind = "caml_ba_kind"
  external layout : ('a, 'b, 'c) t -> 'c layout = "caml_ba_layout"
  let change_layout a layout = Genarray.change_layout a layout
  let size_in_bytes a = kind_size_in_bytes (kind a) * dim1 a * dim2 a * dim3 a
  external get : ('a, 'b, 'c) t -> int -> int -> int -> 'a = "%caml_ba_ref_3"
  external set : ('a, 'b, 'c) t -> int -> int -> int -> 'a -> unit = "%caml_ba_set_3"
  external unsafe_get : ('a, 'b, 'c) t -> int -> int -> int -> 'a = "%caml_ba_unsafe_ref_3"
  external unsafe_set : ('a, 'b, 'c) t -> int -> int -> int -> 'a -> unit = "%caml_ba_unsafe_set_3"
  external sub_left : ('a, 'b, c_layout) t -> int -> int -> ('a, 'b, c_layout) t = "caml_ba_sub"
  external sub_right : ('a, 'b, fortran_layout) t -> int -> int -> ('a, 'b, fortran_layout) t = "caml_ba_sub"
  let slice_left_1 a i j = Genarray.slice_left a [| i; j |]
  let slice_right_1 a j k = Genarray.slice_right a [| j; k |]
  let slice_left_2 a i = Genarray.slice_left a [| i |]
  let slice_right_2 a k = Genarray.slice_right a [| k |]
  external blit : ('a, 'b, 'c) t -> ('a, 'b, 'c) t -> unit = "caml_ba_blit"
  external fill : ('a, 'b, 'c) t -> 'a -> unit = "caml_ba_fill"

  let init kind layout dim1 dim2 dim3 f =
    let a = create kind layout dim1 dim2 dim3 in
    if first_index layout = 0 then
      for i = 0 to dim1 - 1 do
        for j = 0 to dim2 - 1 do
          for k = 0 to dim3 - 1 do
            unsafe_set a i j k (f i j k)
          done
        done
      done
    else
      for k = 1 to dim3 do
        for j = 1 to dim2 do
          for i = 1 to dim1 do
            unsafe_set a i j k (f i j k)
          done
        done
      done;
    a

  let of_array kind layout data =
    let dim1 = Array.length data in
    let dim2 = if dim1 = 0 then 0 else Array.length data.(0) in
    let dim3 = if dim2 = 0 then 0 else Array.length data.(0).(0) in
    let a = create kind layout dim1 dim2 dim3 in
    let first = first_index layout in
    for i = 0 to dim1 - 1 do
      let plane = data.(i) in
      if Array.length plane <> dim2 then invalid_arg "Bigarray.Array3.of_array: non-cubic data";
      for j = 0 to dim2 - 1 do
        let row = plane.(j) in
        if Array.length row <> dim3 then invalid_arg "Bigarray.Array3.of_array: non-cubic data";
        for k = 0 to dim3 - 1 do
          unsafe_set a (i + first) (j + first) (k + first) row.(k)
        done
      done
    done;
    a
end

external genarray_of_array0 : ('a, 'b, 'c) Array0.t -> ('a, 'b, 'c) Genarray.t = "%identity"
external genarray_of_array1 : ('a, 'b, 'c) Array1.t -> ('a, 'b, 'c) Genarray.t = "%identity"
external genarray_of_array2 : ('a, 'b, 'c) Array2.t -> ('a, 'b, 'c) Genarray.t = "%identity"
external genarray_of_array3 : ('a, 'b, 'c) Array3.t -> ('a, 'b, 'c) Genarray.t = "%identity"

let array0_of_genarray a = if Genarray.num_dims a = 0 then a else invalid_arg "Bigarray.array0_of_genarray"
let array1_of_genarray a = if Genarray.num_dims a = 1 then a else invalid_arg "Bigarray.array1_of_genarray"
let array2_of_genarray a = if Genarray.num_dims a = 2 then a else invalid_arg "Bigarray.array2_of_genarray"
let array3_of_genarray a = if Genarray.num_dims a = 3 then a else invalid_arg "Bigarray.array3_of_genarray"

external reshape : ('a, 'b, 'c) Genarray.t -> int array -> ('a, 'b, 'c) Genarray.t = "caml_ba_reshape"

let reshape_0 a = reshape a [||]
let reshape_1 a dim = reshape a [| dim |]
let reshape_2 a dim1 dim2 = reshape a [| dim1; dim2 |]
let reshape_3 a dim1 dim2 dim3 = reshape a [| dim1; dim2; dim3 |]
