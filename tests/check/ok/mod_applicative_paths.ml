(* Applicative functors: F(X).t is a valid type path and equal across applications. *)
module Wrap (X : sig type t end) = struct
  type t = Wrapped of X.t
  let wrap x = Wrapped x
end
module I = struct type t = int end
module W1 = Wrap (I)
module W2 = Wrap (I)
let v : Wrap(I).t = W1.wrap 3
let same : W2.t = v
module SSet = Set.Make (String)
let s : Set.Make(String).t = SSet.singleton "x"
