(* Labelled and optional arguments in type annotations. *)
let f : ?step:int -> from:int -> unit -> int list = fun ?(step = 1) ~from () -> [from; from + step]
let a = f ~from:3 ()
let pass_none = f ?step:None ~from:0 ()
let pass_some = f ?step:(Some 5) ~from:0 ()
type options = { run : ?verbose:bool -> string -> unit }
let o = { run = (fun ?(verbose = false) s -> if verbose then print_endline s) }
let () = o.run ~verbose:true "x"; o.run "y"
let higher (g : ?n:int -> unit -> int) = g () + g ~n:2 ()
let h = higher (fun ?(n = 1) () -> n)
