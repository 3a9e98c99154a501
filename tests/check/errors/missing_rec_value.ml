(* A value already bound is what the definition refers to: no error at all, but an unbound one gets no hint when the definition is not a function *)
let total = List.length [1; 2]
let total = total + 1
let size = size + 1
