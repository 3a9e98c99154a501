(* What ocamlc says of a value thrown away: warning 5 when it is a partial application
   (through the branches and bodies that give it), warning 10 when a statement is not unit, at
   the expression that gives the value, and nothing for ignore of a function that is not an
   application. A type still unknown is checked at the end of the unit. *)
let add a b = a + b
let f1 () = add 1; ()
let f2 () = ignore (add 1)
let f3 () = ignore (fun s -> s)
let f4 () = (fun s -> s); ()
let f5 c = (if c then add 1 else add 2); ()
let f6 c = (match c with 0 -> add 1 | _ -> (fun x -> x)); ()
let f7 () = (let x = 1 in add x); ()
let f8 () = (add 1 : int -> int); ()
let f9 () = ignore (try add 1 with Not_found -> add 2)
let f10 () = (let y = 2 in y + 1); ()
let f11 () = (print_string "a"; 3); ()
let f12 g = g; g 1
let f13 () = ignore (add 1 : int -> int)
let f14 () = (1, 2); ()
let f15 () = (failwith "x" : int); ()
