(* ^, @, ::, := and ! in one place. *)
let s = "a" ^ "b" ^ "c"
let l = 1 :: 2 :: [3] @ [4] @ [5]
let r = ref 0
let () = r := !r + 1; r := !r * 10
let v = !r
let l2 = 0 :: l @ l
let s2 = String.concat "," (List.map string_of_int l2) ^ "!"
let deref_twice = let rr = ref (ref 5) in ! !rr
let incr_twice = incr r; incr r; !r
