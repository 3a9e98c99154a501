(* Omitted optional arguments are defaulted once the function is fully applied. *)
let wrap ?(pre = "<") ?(post = ">") s = pre ^ s ^ post
let y = wrap "x"
let z = List.map (wrap ~pre:"[") ["a"; "b"]
let apply f = f 1 2
let w = apply (fun a b -> a + b)
let thunk ?(n = 0) () = n
let t = thunk ()
let delayed = thunk ~n:5
let t2 = delayed ()
