module type S = sig type t val x : t end
module M : S with type t = int = struct type t = string let x = "a" end
