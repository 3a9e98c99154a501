module M : sig type t = private int end = struct
  type t = string
end
