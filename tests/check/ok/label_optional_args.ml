(* Optional arguments: ?x, ?(x = default), ?x:e, ~x:e for optionals, omission. *)
let greet ?(greeting = "hello") name = greeting ^ " " ^ name
let a = greet "bob"
let b = greet ~greeting:"hi" "bob"
let opt = Some "yo"
let c = greet ?greeting:opt "bob"
let pad ?width s = match width with None -> s | Some w -> s ^ String.make (max 0 (w - String.length s)) ' '
let d = pad "x"
let e = pad ~width:4 "x"
let range ?(start = 0) ?(step = 1) stop =
  let rec go i = if i >= stop then [] else i :: go (i + step) in
  go start
let f = range 5
let g = range ~step:2 10
let h = range ~step:3 ~start:1 10
let forward ?start n = range ?start n
let i = forward ~start:2 4
let connect ?(host = "localhost") ?(port : int option) () =
  host ^ match port with None -> "" | Some p -> ":" ^ string_of_int p
let j = connect ()
let k = connect ~port:80 ()
