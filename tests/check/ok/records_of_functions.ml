(* A record of closures as a hand-made interface. *)
type 'a printer = { print : 'a -> string; name : string }
type shape = { area : unit -> float; perimeter : unit -> float; label : string }
let circle r = { area = (fun () -> 3.14159 *. r *. r); perimeter = (fun () -> 2. *. 3.14159 *. r); label = "circle" }
let square s = { area = (fun () -> s *. s); perimeter = (fun () -> 4. *. s); label = "square" }
let total shapes = List.fold_left (fun acc s -> acc +. s.area ()) 0. shapes
let t = total [circle 1.; square 2.]
let int_printer = { print = string_of_int; name = "int" }
let list_printer p = { print = (fun l -> String.concat "," (List.map p.print l)); name = p.name ^ " list" }
let s = (list_printer int_printer).print [1; 2]
