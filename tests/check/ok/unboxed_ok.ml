type t = { a : int } [@@unboxed]
type u = K of string [@@unboxed]
type v = L of { f : float } [@@ocaml.unboxed]
let x = { a = 1 }
let y = K "s"
let z = L { f = 1.5 }
