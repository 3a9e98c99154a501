(* Operations on the representation of values: see obj.mli. The accessors are the runtime's
   (runtime/obj.ts), which read a block (an object with a tag and numbered fields) and an array
   (a JavaScript array whose first element is the tag) alike. *)
type t
type raw_data = nativeint

external repr : 'a -> t = "%identity"
external obj : t -> 'a = "%identity"
external magic : 'a -> 'b = "%identity"
external is_int : t -> bool = "caml_flambe_obj_is_int"
let is_block v = not (is_int v)
external tag : t -> int = "caml_obj_tag"
external size : t -> int = "caml_flambe_obj_size"
external reachable_words : t -> int = "caml_obj_reachable_words"
external field : t -> int -> t = "caml_flambe_obj_field"
external set_field : t -> int -> t -> unit = "caml_flambe_obj_set_field"
let double_field v i : float = obj (field v i)
let set_double_field v i (x : float) = set_field v i (repr x)
external new_block : int -> int -> t = "caml_obj_block"
external dup : t -> t = "caml_obj_dup"
external with_tag : int -> t -> t = "caml_flambe_obj_with_tag"

let first_non_constant_constructor_tag = 0
let last_non_constant_constructor_tag = 245
let lazy_tag = 246
let closure_tag = 247
let object_tag = 248
let infix_tag = 249
let forward_tag = 250
let no_scan_tag = 251
let abstract_tag = 251
let string_tag = 252
let double_tag = 253
let double_array_tag = 254
let custom_tag = 255
let final_tag = custom_tag
let int_tag = 1000
let out_of_heap_tag = 1001
let unaligned_tag = 1002

module Extension_constructor = struct
  type t = extension_constructor

  (* An exception with arguments is a block whose field 0 is its constructor; a constant one is
     the constructor itself, a block of tag [object_tag] holding its name and id. *)
  let of_val x =
    let x = repr x in
    let slot = if is_block x && tag x <> object_tag && size x >= 1 then field x 0 else x in
    if is_block slot && tag slot = object_tag then (obj slot : t)
    else invalid_arg "Obj.extension_constructor"

  let name (slot : t) : string = obj (field (repr slot) 0)
  let id (slot : t) : int = obj (field (repr slot) 1)
end

let extension_constructor = Extension_constructor.of_val
let extension_name = Extension_constructor.name
let extension_id = Extension_constructor.id
