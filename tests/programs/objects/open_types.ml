(* Methods called through open object types: row polymorphism. *)
let get_name o = o#name
let area o = o#width * o#height
let describe o = Printf.sprintf "%s: %d" (get_name o) (area o)
let twice o = o#incr; o#incr; o

let rect w h = object method name = "rect" method width = w method height = h end
let square s = object
  method name = "square" method width = s method height = s method side = s
end

let () =
  print_endline (describe (rect 3 4));
  print_endline (describe (square 5));
  let c = object val mutable n = 0 method incr = n <- n + 1 method n = n end in
  Printf.printf "%d\n" (twice c)#n;
  let total = List.fold_left (fun acc o -> acc + area o) 0 [ rect 1 2; rect 3 4 ] in
  Printf.printf "%d\n" total

(* Objects in data structures, with a common closed type. *)
let shapes : < name : string; width : int; height : int > list =
  [ rect 2 3; (square 4 :> < name : string; width : int; height : int >) ]
let () = List.iter (fun s -> print_endline (describe s)) shapes

(* A polymorphic function over open objects, used at several types. *)
let show_all to_s l = String.concat ", " (List.map (fun o -> to_s o#value) l)
let () =
  print_endline (show_all string_of_int [ object method value = 1 end; object method value = 2 end ]);
  print_endline (show_all (fun s -> s) [ object method value = "x" end ])
