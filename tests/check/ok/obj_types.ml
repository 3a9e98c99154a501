type t = < get : int; set : int -> unit >
type 'a box = < content : 'a >
type u = < >
let k (x : t) = x
let mk v : int box = object method content = v end
let c = (object method a = 1 method b = "s" end :> < a : int >)
let widen (l : < a : int; b : int > list) = (l :> < a : int > list)
let depth (o : < get : < a : int; b : int > >) = (o :> < get : < a : int > >)
let fn (f : unit -> < a : int; b : int >) = (f :> unit -> < a : int >)
let id = Oo.id
let copy = Oo.copy
