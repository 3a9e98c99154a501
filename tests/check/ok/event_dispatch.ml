type event = Click of int * int | Key of char | Resize of { w : int; h : int }
type handler = { id : int; accepts : event -> bool; run : event -> unit }
let handlers : handler list ref = ref []
let next_id = ref 0
let subscribe accepts run = incr next_id; handlers := { id = !next_id; accepts; run } :: !handlers; !next_id
let unsubscribe id = handlers := List.filter (fun h -> h.id <> id) !handlers
let dispatch e = List.iter (fun h -> if h.accepts e then h.run e) (List.rev !handlers)
let clicks = ref 0
let id = subscribe (function Click _ -> true | _ -> false) (fun _ -> incr clicks)
let _ = subscribe (function Resize { w; _ } -> w > 100 | _ -> false) (fun _ -> print_endline "big")
let () = dispatch (Click (1, 2)); dispatch (Key 'a'); dispatch (Resize { w = 200; h = 1 }); unsubscribe id
