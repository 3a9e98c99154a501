(* The Js library of js_of_ocaml, without what needs objects (see js_of_ocaml.mli). The
   primitives under it are the runtime's runtime/js/, linked into a program only when called. *)

module Js = struct
  type +'a t
  type 'a opt = 'a
  type 'a optdef = 'a
  type +'a constr
  type (-'a, +'b) meth_callback
  type 'a callback = (unit, 'a) meth_callback
  type js_string
  type 'a js_array
  type number
  type error

  module Unsafe = struct
    type top
    type any = top t
    type any_js_array = any

    external inject : 'a -> any = "%identity"
    external coerce : _ t -> _ t = "%identity"
    external get : 'a -> 'b -> 'c = "caml_js_get"
    external set : 'a -> 'b -> 'c -> unit = "caml_js_set"
    external delete : 'a -> 'b -> unit = "caml_js_delete"
    external call : 'a -> 'b -> any array -> 'c = "caml_js_call"
    external fun_call : 'a -> any array -> 'b = "caml_js_fun_call"
    external meth_call : 'a -> string -> any array -> 'b = "caml_js_meth_call"
    external new_obj : 'a -> any array -> 'b = "caml_js_new"
    external new_obj_arr : 'a -> any_js_array -> 'b = "caml_ojs_new_arr"
    external obj : (string * any) array -> 'a = "caml_js_object"
    external equals : 'a -> 'b -> bool = "caml_js_equals"
    external pure_expr : (unit -> 'a) -> 'a = "caml_js_pure_expr"
    external eval_string : string -> 'a = "caml_js_eval_string"
    external js_expr : string -> 'a = "caml_js_expr"
    external pure_js_expr : string -> 'a = "caml_pure_js_expr"

    let global = pure_js_expr "globalThis"

    external callback : ('a -> 'b) -> ('c, 'a -> 'b) meth_callback = "%identity"
    external callback_with_arguments : (any_js_array -> 'b) -> ('c, any_js_array -> 'b) meth_callback
      = "caml_js_wrap_callback_arguments"
    external callback_with_arity : int -> ('a -> 'b) -> ('c, 'a -> 'b) meth_callback
      = "caml_js_wrap_callback_strict"
    external meth_callback : ('b -> 'a) -> ('b, 'a) meth_callback = "caml_js_wrap_meth_callback_unsafe"
    external meth_callback_with_arguments : ('b -> any_js_array -> 'a) -> ('b, any_js_array -> 'a) meth_callback
      = "caml_js_wrap_meth_callback_arguments"
    external meth_callback_with_arity : int -> ('b -> 'a) -> ('b, 'a) meth_callback
      = "caml_js_wrap_meth_callback_strict"
    external variable : string -> 'a = "caml_js_var"
  end

  let null : 'a opt = Unsafe.pure_js_expr "null"

  external some : 'a -> 'a opt = "%identity"

  let undefined : 'a optdef = Unsafe.pure_js_expr "undefined"

  external def : 'a -> 'a optdef = "%identity"

  module type OPT = sig
    type 'a t

    val empty : 'a t
    val return : 'a -> 'a t
    val map : 'a t -> ('a -> 'b) -> 'b t
    val bind : 'a t -> ('a -> 'b t) -> 'b t
    val test : 'a t -> bool
    val iter : 'a t -> ('a -> unit) -> unit
    val case : 'a t -> (unit -> 'b) -> ('a -> 'b) -> 'b
    val get : 'a t -> (unit -> 'a) -> 'a
    val option : 'a option -> 'a t
    val to_option : 'a t -> 'a option
  end

  (* Null: JavaScript's [x == null], which undefined passes too. *)
  module Opt : OPT with type 'a t = 'a opt = struct
    type 'a t = 'a opt

    let empty = null
    let return = some
    let map x f = if Unsafe.equals x null then null else return (f x)
    let bind x f = if Unsafe.equals x null then null else f x
    let test x = not (Unsafe.equals x null)
    let iter x f = if not (Unsafe.equals x null) then f x
    let case x f g = if Unsafe.equals x null then f () else g x
    let get x f = if Unsafe.equals x null then f () else x
    let option x = match x with None -> empty | Some x -> return x
    let to_option x = case x (fun () -> None) (fun x -> Some x)
  end

  (* Undefined: [x === undefined]. *)
  module Optdef : OPT with type 'a t = 'a optdef = struct
    type 'a t = 'a optdef

    let empty = undefined
    let return = def
    let map x f = if x == undefined then undefined else return (f x)
    let bind x f = if x == undefined then undefined else f x
    let test x = x != undefined
    let iter x f = if x != undefined then f x
    let case x f g = if x == undefined then f () else g x
    let get x f = if x == undefined then f () else x
    let option x = match x with None -> empty | Some x -> return x
    let to_option x = case x (fun () -> None) (fun x -> Some x)
  end

  let _true : bool t = Unsafe.pure_js_expr "true"
  let _false : bool t = Unsafe.pure_js_expr "false"

  external bool : bool -> bool t = "caml_js_from_bool"
  external to_bool : bool t -> bool = "caml_js_to_bool"
  external string : string -> js_string t = "caml_jsstring_of_string"
  external to_string : js_string t -> string = "caml_string_of_jsstring"
  external bytestring : string -> js_string t = "caml_jsbytes_of_string"
  external to_bytestring : js_string t -> string = "caml_string_of_jsbytes"
  external array : 'a array -> 'a js_array t = "caml_js_from_array"
  external to_array : 'a js_array t -> 'a array = "caml_js_to_array"
  external number_of_float : float -> number t = "caml_js_from_float"
  external float_of_number : number t -> float = "caml_js_to_float"
  external float : float -> float = "%identity"
  external to_float : float -> float = "%identity"
  external wrap_callback : ('a -> 'b) -> ('c, 'a -> 'b) meth_callback = "caml_js_wrap_callback"
  external wrap_meth_callback : ('a -> 'b) -> ('a, 'b) meth_callback = "caml_js_wrap_meth_callback"
  external typeof : _ t -> js_string t = "caml_js_typeof"
  external instanceof : _ t -> _ constr -> bool = "caml_js_instanceof"

  let coerce x f g = Opt.get (f x) (fun () -> g x)
  let coerce_opt x f g = Opt.get (Opt.bind x f) (fun () -> g x)

  let array_get : 'a js_array t -> int -> 'a optdef = Unsafe.get
  let array_set : 'a js_array t -> int -> 'a -> unit = Unsafe.set

  let array_map_poly a cb = Unsafe.meth_call a "map" [| Unsafe.inject cb |]
  let array_map f a = array_map_poly a (wrap_callback (fun x _idx _ -> f x))
  let array_mapi f a = array_map_poly a (wrap_callback (fun x idx _ -> f idx x))

  let object_keys o : js_string t js_array t =
    Unsafe.meth_call (Unsafe.get Unsafe.global "Object") "keys" [| Unsafe.inject o |]

  let global_call name (s : js_string t) = Unsafe.fun_call (Unsafe.get Unsafe.global name) [| Unsafe.inject s |]
  let decodeURI (s : js_string t) : js_string t = global_call "decodeURI" s
  let decodeURIComponent (s : js_string t) : js_string t = global_call "decodeURIComponent" s
  let encodeURI (s : js_string t) : js_string t = global_call "encodeURI" s
  let encodeURIComponent (s : js_string t) : js_string t = global_call "encodeURIComponent" s

  let isNaN (i : 'a) : bool =
    to_bool (Unsafe.fun_call (Unsafe.get Unsafe.global "isNaN") [| Unsafe.inject i |])

  let parseInt (s : js_string t) : int =
    let s = Unsafe.fun_call (Unsafe.get Unsafe.global "parseInt") [| Unsafe.inject s |] in
    if isNaN s then failwith "parseInt" else s

  let parseFloat (s : js_string t) : float =
    let s = Unsafe.fun_call (Unsafe.get Unsafe.global "parseFloat") [| Unsafe.inject s |] in
    if isNaN s then failwith "parseFloat" else s

  let error_constr : (js_string t -> error t) constr = Unsafe.get Unsafe.global "Error"

  module Js_error = struct
    type error_t = error t
    type t = error_t

    exception Exn of t

    external magic : 'a -> 'b = "%identity"

    (* What a JavaScript exception caught in OCaml becomes (the runtime's caml_wrap_exception
       finds it under this name), as js_of_ocaml registers it. *)
    let () = Callback.register_exception "jsError" (Exn (magic [||]))

    external raise_ : t -> 'a = "caml_flambe_js_raise"
    external of_exn : exn -> t option = "caml_js_error_option_of_exception"
    external attach_js_backtrace : exn -> force:bool -> exn = "caml_exn_with_js_backtrace"
    external of_error : error_t -> t = "%identity"
    external to_error : t -> error_t = "%identity"

    let name e = to_string (Unsafe.get e "name")
    let message e = to_string (Unsafe.get e "message")

    let stack (e : t) : string option =
      Opt.to_option (Opt.map (Unsafe.get e "stack") to_string)

    let to_string e = to_string (Unsafe.meth_call e "toString" [||])
  end

  exception Error = Js_error.Exn

  let raise_js_error e = Js_error.raise_ (Js_error.of_error e)
  let string_of_error e = Js_error.to_string (Js_error.of_error e)
  let exn_with_js_backtrace = Js_error.attach_js_backtrace

  external js_error_of_exn : exn -> error t opt = "caml_js_error_of_exception"

  let () =
    Printexc.register_printer (function Js_error.Exn e -> Some (Js_error.to_string e) | _ -> None)

  external export_js : js_string t -> 'a -> unit = "caml_flambe_js_export"
  let export field x = export_js (string field) x

  let export_all obj =
    Array.iter (fun key -> export_js key (Unsafe.get obj key)) (to_array (object_keys obj))
end

module Js_error = Js.Js_error
