type 'a t = [< `A | `B ] as 'a
type ('a, 'b) either = [ `Left of 'a | `Right of 'b ]
let swap : ('a, 'b) either -> ('b, 'a) either = function `Left a -> `Right a | `Right b -> `Left b
type 'a wrapped = [ `W of 'a ]
let unw (`W x : 'a wrapped) = x
module type S = sig type t = private [> `A ] val x : t end
type big = [ `Aaaaaaaaaaaaaaa of int | `Bbbbbbbbbbbbbbbbbbbb of string * string | `Ccccccccccccccc | `Dddddddddddddd of big ]
let describe = function `Aaaaaaaaaaaaaaa _ -> 0 | `Bbbbbbbbbbbbbbbbbbbb _ -> 1 | `Ccccccccccccccc -> 2 | `Dddddddddddddd _ -> 3 | `Eeeeeeeeeeeeee -> 4
let x = `A (1, "two", 3.0)
let l = [ `A 1; `B "x" ]
let mixed = function `A x -> `B x | `B y -> `A y
