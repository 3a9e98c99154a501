(* An optional argument is erased when a later positional argument is applied. *)
let make ?(size = 10) ?(fill = ' ') () = String.make size fill
let a = make ()
let b = make ~fill:'x' ()
let c = make ~size:3 ~fill:'-' ()
let draw ?color:(c = "black") shape = c ^ " " ^ shape
let d = draw "circle"
let e = draw ~color:"red" "square"
let partial = make ~size:2
let f = partial ()
