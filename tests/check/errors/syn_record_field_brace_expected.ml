(* After a field and its semicolon, what is not another field wanted the closing brace. *)
type person = { name : string; age : int }
let bob = { name = "Bob"; = 42 }
