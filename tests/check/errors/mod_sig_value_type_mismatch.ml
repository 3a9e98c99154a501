module M : sig val size : string -> int end = struct
  let size l = List.length l
end
