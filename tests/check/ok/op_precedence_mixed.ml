(* Mixing ::, @, ^, comparisons and boolean operators. *)
let a = 1 :: 2 :: [] @ [3]             (* :: and @ are right-associative, same level *)
let b = "a" ^ "b" = "ab"               (* ^ binds tighter than = *)
let c = 1 + 2 :: [3]                   (* + binds tighter than :: *)
let d = not true || 1 < 2 && "x" <> "y"
let e = [1] @ [2] = [1; 2] && true
let f = 2 * 3 :: 4 / 2 :: []
let g = "n=" ^ string_of_int 3 ^ "!"
let h = 1 < 2 = true
let i = (fun x -> x) 1 :: []
let j = - 1 :: [ - 2 ]
