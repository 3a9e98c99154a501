(* Variance annotations on type parameters, checked against the definition. *)
module type COVARIANT = sig type +'a t val empty : 'a t val push : 'a -> 'a t -> 'a t end
module Stack : COVARIANT = struct type 'a t = 'a list let empty = [] let push x l = x :: l end
module type SINK = sig type -'a t val make : ('a -> unit) -> 'a t val send : 'a t -> 'a -> unit end
module Sink : SINK = struct type 'a t = 'a -> unit let make f = f let send f x = f x end
type +'a producer = unit -> 'a
type -'a consumer = 'a -> unit
type 'a invariant = 'a ref
type (+'a, -'b) fn = 'b -> 'a
let s = Stack.push 1 Stack.empty
let empty_generalised = Stack.empty
