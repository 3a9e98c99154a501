(* Warning 9: record patterns without '; _' that leave fields out (plain, qualified, inline
   records), named in declaration order; none for a pattern that binds every field or ends in _. *)
type r = { a : int; b : int; c : string }
let f { a } = a
let g = function { a = 1; c } -> c | { b; _ } -> string_of_int b
let h x = match x with { a; b = _ } -> a
module M = struct type t = { x : int; y : int } end
let k { M.x } = x
let g = function { contents } -> contents
type t = C of { a : int; b : int }
let f2 (C { a }) = a
let all { a; b; c } = (a, b, c)
let open_ { a; _ } = a
