type t =
