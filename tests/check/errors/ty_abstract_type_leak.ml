module Id : sig type t val make : int -> t end = struct
  type t = int
  let make x = x
end
let n : int = Id.make 3
