module Caseless = Hashtbl.Make (struct
  type t = string
  let equal a b = String.lowercase_ascii a = String.lowercase_ascii b
  let hash s = Hashtbl.hash (String.lowercase_ascii s)
end)
let t = Caseless.create 8
let () = Caseless.replace t "Key" 1
let v = Caseless.find t "KEY"
let n = Caseless.length t
let h = Hashtbl.hash (1, "x")
let seeded = Hashtbl.seeded_hash 7 "x"
