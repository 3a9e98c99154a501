(* Identifiers with primes, underscores and digits. *)
let x' = 1
let x'' = x' + 1
let _private = 2
let snake_case_name = 3
let camelCase = 4
let v2 = 5
let a_1'b = 6
let f' x'' = x'' + 1
type t' = T' of int
let t' = T' 1
module M_2' = struct let y = 0 end
let z = M_2'.y + f' x''
