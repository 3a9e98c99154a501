module M : sig val id : 'a -> 'a end = struct
  let id x = x + 0
end
