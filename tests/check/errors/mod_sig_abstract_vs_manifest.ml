module M : sig type t = int end = struct
  type t = string
end
