(* An extensible type: its constructors are those in scope *)
type event = ..
type event += Click
type other = Click | Key
let e : event = Key
