module type DB = sig
  module Key : sig type t val of_string : string -> t end
  module Row : sig type t = { key : Key.t; value : int } end
  val get : Key.t -> Row.t option
end
module Db : DB = struct
  module Key = struct type t = string let of_string s = s end
  module Row = struct type t = { key : Key.t; value : int } end
  let get k = if k = "a" then Some { Row.key = k; value = 1 } else None
end
let v = match Db.get (Db.Key.of_string "a") with Some r -> r.Db.Row.value | None -> 0
module Empty = struct end
module type EMPTY = sig end
module E : EMPTY = Empty
