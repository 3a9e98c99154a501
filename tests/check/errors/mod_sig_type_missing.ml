module M : sig type t val x : t end = struct
  let x = 1
end
