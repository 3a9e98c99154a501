module M : sig exception E of int end = struct
  exception E of string
end
