(* An alert on a type of a recursive module, used in the group's signatures: given once, as OCaml types the signatures again without the first typing's alerts and does not type a constraint's signature twice. *)
module rec A : sig
  type t [@@deprecated "old"]
  val f : t -> int
end = struct
  type t = int
  let f x = x
end
and B : sig val g : A.t -> int end = struct let g = A.f end
