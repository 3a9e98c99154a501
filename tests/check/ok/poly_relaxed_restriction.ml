(* The relaxed value restriction: covariant positions generalise. *)
let l = List.map (fun x -> x) []
let nothing = (fun () -> None) ()
let pair = List.rev [], Array.of_list []
let empty_tbl () = Hashtbl.create 4
let lazy_empty = lazy []
let weak_arr = Array.make 3 []
type 'a stack = { items : 'a list }
let s = (fun () -> { items = [] }) ()
