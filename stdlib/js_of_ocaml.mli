(* The part of js_of_ocaml's library that needs no objects: [Js] with [Js.Unsafe], under
   js_of_ocaml's names and types, so that its users and their bindings come over with little
   change. Its class types ([js_string], [js_array], [error], [number]) are abstract types here,
   and the [##] method syntax waits for objects in the language.

   Differences from js_of_ocaml that a stub writer meets: an OCaml [string] is a JavaScript
   string whose char codes are bytes (js_of_ocaml's [--enable use-js-string]); [Js.string]
   decodes its bytes as UTF-8 and [Js.to_string] encodes to UTF-8, while [Js.bytestring] and
   [Js.to_bytestring] are the identity. [Js.export] sets a property of [module.exports] when
   the file is [require]d by other JavaScript, of [globalThis] otherwise. *)

module Js : sig
  (** {2 Null and undefined} *)

  type +'a opt
  type +'a optdef

  val null : 'a opt
  external some : 'a -> 'a opt = "%identity"
  val undefined : 'a optdef
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

  module Opt : OPT with type 'a t = 'a opt
  module Optdef : OPT with type 'a t = 'a optdef

  (** {2 JavaScript values} *)

  type +'a t
  type +'a constr
  type (-'a, +'b) meth_callback
  type 'a callback = (unit, 'a) meth_callback

  (** js_of_ocaml's class types, abstract. *)

  type js_string
  type 'a js_array
  type number
  type error

  val _true : bool t
  val _false : bool t

  (** {2 Conversions} *)

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

  val array_get : 'a js_array t -> int -> 'a optdef
  val array_set : 'a js_array t -> int -> 'a -> unit
  val array_map : ('a -> 'b) -> 'a js_array t -> 'b js_array t
  val array_mapi : (int -> 'a -> 'b) -> 'a js_array t -> 'b js_array t
  val object_keys : 'a t -> js_string t js_array t

  (** {2 Callbacks} *)

  external wrap_callback : ('a -> 'b) -> ('c, 'a -> 'b) meth_callback = "caml_js_wrap_callback"
  external wrap_meth_callback : ('a -> 'b) -> ('a, 'b) meth_callback = "caml_js_wrap_meth_callback"

  (** {2 Coercions and type tests} *)

  val coerce : 'a -> ('a -> 'b Opt.t) -> ('a -> 'b) -> 'b
  val coerce_opt : 'a Opt.t -> ('a -> 'b Opt.t) -> ('a -> 'b) -> 'b
  external typeof : _ t -> js_string t = "caml_js_typeof"
  external instanceof : _ t -> _ constr -> bool = "caml_js_instanceof"

  (** {2 Global functions} *)

  val decodeURI : js_string t -> js_string t
  val decodeURIComponent : js_string t -> js_string t
  val encodeURI : js_string t -> js_string t
  val encodeURIComponent : js_string t -> js_string t
  val isNaN : 'a -> bool
  val parseInt : js_string t -> int
  val parseFloat : js_string t -> float

  (** {2 Errors} *)

  module Js_error : sig
    type error_t = error t
    type t

    val to_string : t -> string
    val name : t -> string
    val message : t -> string
    val stack : t -> string option
    val raise_ : t -> 'a
    val attach_js_backtrace : exn -> force:bool -> exn
    val of_exn : exn -> t option

    exception Exn of t
    (** A JavaScript exception (an [Error]) caught by OCaml code. Any other thrown JavaScript
        value is caught as [Failure] of its text. *)

    val of_error : error_t -> t
    val to_error : t -> error_t
  end

  val error_constr : (js_string t -> error t) constr

  exception Error of error t [@ocaml.deprecated "[since 4.0] Use [Js_error.Exn] instead."]

  val string_of_error : error t -> string
  val raise_js_error : error t -> 'a
  val exn_with_js_backtrace : exn -> force:bool -> exn
  external js_error_of_exn : exn -> error t opt = "caml_js_error_of_exception"

  (** {2 Exports}
      Sets a property of the global object ([globalThis]): what js_of_ocaml does for a plain
      script. *)

  val export : string -> 'a -> unit
  val export_all : 'a t -> unit

  (** {2 Unsafe operations} *)

  module Unsafe : sig
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
    external pure_expr : (unit -> 'a) -> 'a = "caml_js_pure_expr"
    external eval_string : string -> 'a = "caml_js_eval_string"
    external js_expr : string -> 'a = "caml_js_expr"
    external pure_js_expr : string -> 'a = "caml_pure_js_expr"

    val global : 'a t
    (** The global object ([globalThis]); js_of_ocaml types it [< .. > t]. *)

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
end

module Js_error = Js.Js_error
