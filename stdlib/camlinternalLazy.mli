(* Support for lazy values: the exception raised when a lazy value is
   forced while its own computation runs. The runtime finds it under the
   name "CamlinternalLazy.Undefined" (see PRIMITIVES.md). *)

exception Undefined
