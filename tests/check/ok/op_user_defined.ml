(* User-defined operators: their first character fixes precedence. *)
let ( +! ) a b = (a + b) mod 7
let ( *! ) a b = (a * b) mod 7
let ( |>> ) x f = List.map f x
let ( <+> ) (a, b) (c, d) = (a + c, b + d)
let ( @@@ ) f x = f (f x)
let ( ** ) a b = a * b  (* shadows the float power *)
let ( %% ) a b = ((a mod b) + b) mod b
let ( ^^^ ) a b = a ^ "-" ^ b
let ( >>= ) o f = match o with None -> None | Some x -> f x
let r1 = 3 +! 4 *! 2
let r2 = [1; 2] |>> succ
let r3 = (1, 2) <+> (3, 4) <+> (5, 6)
let r4 = succ @@@ 1
let r5 = 2 ** 3 ** 2
let r6 = -7 %% 3
let r7 = "a" ^^^ "b" ^^^ "c"
let r8 = Some 3 >>= fun x -> if x > 0 then Some (x * 2) else None
