(* Array and string indexing, and indexing operators defined by the user. *)
let a = [| 1; 2; 3 |]
let () = a.(0) <- a.(1) + a.(2)
let s = "hello"
let c = s.[1]
let b = Bytes.of_string s
let () = Bytes.set b 0 'j'
let m = Array.make_matrix 2 2 0
let () = m.(1).(0) <- 5
let x = m.(1).(0) + a.(0)
let ( .%{} ) tbl k = Hashtbl.find tbl k
let ( .%{}<- ) tbl k v = Hashtbl.replace tbl k v
let t = Hashtbl.create 8
let () = t.%{"one"} <- 1
let one = t.%{"one"}
