(* Initializers run in the order of the class's fields: an inherited class's where it is
   inherited, before or after the class's own. *)
class d name = object initializer print_endline ("d " ^ name) end

class c = object
  initializer print_endline "c1"
  inherit d "first"
  initializer print_endline "c2"
  inherit d "second"
  initializer print_endline "c3"
end

class e = object
  inherit c
  initializer print_endline "e"
  inherit (let () = print_endline "let of the third" in d "third")
end

let _ = new c
let () = print_endline "--"
let _ = new e
let () = print_endline "--"
let _ = object initializer print_endline "immediate" inherit d "in an object" end
