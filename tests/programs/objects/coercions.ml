(* Width and depth subtyping with :> *)
type named = < name : string >
type animal = < name : string; sound : string >

let dog = object method name = "Rex" method sound = "Woof" method fetch = "ball" end
let cat = object method name = "Tom" method sound = "Meow" end
let rock = object method name = "rock" end

let names (l : named list) = List.iter (fun o -> print_endline o#name) l

let () =
  names [ (dog :> named); (cat :> named); rock ];
  let animals : animal list = [ (dog :> animal); cat ] in
  List.iter (fun a -> Printf.printf "%s says %s\n" a#name a#sound) animals;
  names (animals :> named list)

(* Depth: through a covariant position. *)
let make_box (x : animal) = object method content = x end
let () =
  let b = make_box cat in
  let nb = (b :> < content : named >) in
  print_endline nb#content#name;
  let f (g : unit -> named) = print_endline (g ())#name in
  f ((fun () -> dog) :> unit -> named)
