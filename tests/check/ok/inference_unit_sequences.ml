(* The type of a sequence is the type of its last expression. *)
let log = Buffer.create 16
let trace s = Buffer.add_string log s
let f x = trace "f"; x + 1
let g () = trace "a"; trace "b"
let h b = if b then (trace "t"; 1) else (trace "e"; 2)
let loop_result n = for i = 1 to n do trace (string_of_int i) done; Buffer.length log
let while_unit () = while false do () done
