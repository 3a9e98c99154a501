(* #t with the wrong number of arguments: the alert first, then the arity error. *)
type 'a t = [ `A of 'a ]
let f : #t -> unit = fun _ -> ()
