(* Deferred computations. Forcing is a compiler primitive; the runtime
   raises [Undefined] when a value is forced while its own computation is
   running. *)

type 'a t = 'a lazy_t

exception Undefined = CamlinternalLazy.Undefined

external force : 'a t -> 'a = "%lazy_force"
external make_forward : 'a -> 'a lazy_t = "caml_lazy_make_forward"
external is_val : 'a t -> bool = "caml_flambe_lazy_is_val"

let force_val = force
let from_fun f = lazy (f ())
let from_val v = make_forward v
let map f x = lazy (f (force x))
let map_val f x = if is_val x then from_val (f (force x)) else lazy (f (force x))
let lazy_from_fun = from_fun
let lazy_from_val = from_val
let lazy_is_val = is_val
