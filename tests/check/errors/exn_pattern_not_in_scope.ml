(* An exception pattern whose name is not an exception in scope *)
module Errors = struct exception Timeout end
let classify (e : exn) = match e with Timeout -> 1 | _ -> 0
