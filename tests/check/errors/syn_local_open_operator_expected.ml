(* `M.(` opens a local scope: a keyword that cannot start an expression wanted an operator. *)
let xs = List.(then [1])
