(* Operations on the representation of values (OCaml 4.13's Obj, as flambe represents values:
   see ARCHITECTURE.md; ints and floats are both JavaScript numbers, so [is_int] holds of a
   float and [tag] of either is [int_tag], as in js_of_ocaml). *)
type t
type raw_data = nativeint

external repr : 'a -> t = "%identity"
external obj : t -> 'a = "%identity"
external magic : 'a -> 'b = "%identity"
val is_block : t -> bool
external is_int : t -> bool = "caml_flambe_obj_is_int"
external tag : t -> int = "caml_obj_tag"
external size : t -> int = "caml_flambe_obj_size"
external reachable_words : t -> int = "caml_obj_reachable_words"
external field : t -> int -> t = "caml_flambe_obj_field"
external set_field : t -> int -> t -> unit = "caml_flambe_obj_set_field"
val double_field : t -> int -> float
val set_double_field : t -> int -> float -> unit
external new_block : int -> int -> t = "caml_obj_block"
external dup : t -> t = "caml_obj_dup"
external with_tag : int -> t -> t = "caml_flambe_obj_with_tag"

val first_non_constant_constructor_tag : int
val last_non_constant_constructor_tag : int
val lazy_tag : int
val closure_tag : int
val object_tag : int
val infix_tag : int
val forward_tag : int
val no_scan_tag : int
val abstract_tag : int
val string_tag : int
val double_tag : int
val double_array_tag : int
val custom_tag : int
val final_tag : int
[@@ocaml.deprecated "Replaced by custom_tag."]
val int_tag : int
val out_of_heap_tag : int
val unaligned_tag : int

module Extension_constructor : sig
  type t = extension_constructor
  val of_val : 'a -> t
  val name : t -> string
  val id : t -> int
end

val extension_constructor : 'a -> extension_constructor
[@@ocaml.deprecated "use Obj.Extension_constructor.of_val"]
val extension_name : extension_constructor -> string
[@@ocaml.deprecated "use Obj.Extension_constructor.name"]
val extension_id : extension_constructor -> int
[@@ocaml.deprecated "use Obj.Extension_constructor.id"]
