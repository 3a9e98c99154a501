module M : sig type 'a t val empty : 'a t end = struct
  type t = int list
  let empty = []
end
