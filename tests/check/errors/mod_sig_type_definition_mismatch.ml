module M : sig type t = A | B end = struct
  type t = A | C
end
