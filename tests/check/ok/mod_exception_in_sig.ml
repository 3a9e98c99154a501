module type PARSER = sig
  exception Error of int * string
  val parse : string -> int
end
module P : PARSER = struct
  exception Error of int * string
  let parse s = match int_of_string_opt s with Some n -> n | None -> raise (Error (0, s))
end
let safe s = try P.parse s with P.Error (pos, msg) -> Printf.printf "%d:%s\n" pos msg; 0
let v = safe "12" + safe "x"
