[@@@ocaml.warning "+37"]
module M : sig type t val make : unit -> t end = struct
  type t = Used | Never_built
  let make () = Used
end
