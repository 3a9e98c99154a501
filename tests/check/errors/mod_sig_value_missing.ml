module M : sig
  val create : unit -> int
  val destroy : int -> unit
end = struct
  let create () = 0
end
