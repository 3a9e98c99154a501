(* [@@unboxed], warning control and attributes the compiler ignores. *)
type wrapped = W of int [@@unboxed]
type rec_w = { v : float } [@@unboxed]
type 'a id = Id of 'a [@@unboxed] [@@deprecated_not_really "kept"]
let unwrap (W n) = n
let get r = r.v
let[@ocaml.warning "-26"] quiet () = let unused = 1 in ()
let helper x = x + 1 [@@ocaml.warning "-32"]
[@@@ocaml.warning "-27"]
let ignore_arg x y = x
[@@@my_tool.setting "anything"]
let tagged = (1 [@my_attr]) + (2 [@other.attr 3])
let[@foo] annotated = 4
type t = int [@@bar] [@@baz "q"]
external identity : 'a -> 'a = "%identity" [@@noalloc_not]
