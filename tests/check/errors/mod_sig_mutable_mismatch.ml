module M : sig type t = { mutable count : int } end = struct
  type t = { count : int }
end
