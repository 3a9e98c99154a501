module type KEY = sig type t val hash : t -> int end
