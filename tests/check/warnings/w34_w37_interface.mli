(* The unit's interface exports what it names: t's constructors, abstract's type only, r's
   fields, one exception, Sub.kept. *)
type t = Visible | Hidden_constructor
type abstract
type r = { shown : int; mutable counter : int }
exception Exported_exn
module Sub : sig type kept = K end
val make : unit -> abstract
