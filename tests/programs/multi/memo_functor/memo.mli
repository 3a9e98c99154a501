module type FUNCTION = sig
  type arg
  type result
  val name : string
  val compute : (arg -> result) -> arg -> result
end
module Make (F : FUNCTION) : sig
  val get : F.arg -> F.result
  val computed : unit -> int
end
