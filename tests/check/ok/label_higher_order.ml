(* Labels through higher-order functions and the stdlib's labelled functions. *)
let apply ~f x = f x
let r = apply ~f:succ 1
let r2 = apply 1 ~f:(fun x -> x * 2)
let compose ~f ~g x = f (g x)
let h = compose ~g:string_of_int ~f:String.length
let len = h 12345
let call_with_both (f : a:int -> b:int -> int) = f ~b:2 ~a:1
let res = call_with_both (fun ~a ~b -> a - b)
