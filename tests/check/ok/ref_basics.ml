let r = ref 0
let () = r := 5
let () = incr r; decr r
let v = !r
let swap a b = let t = !a in a := !b; b := t
let counter () =
  let n = ref 0 in
  fun () -> incr n; !n
let next = counter ()
let a = next ()
let field_access = r.contents
let () = r.contents <- 7
let refs = [ref 1; ref 2]
let total = List.fold_left (fun acc r -> acc + !r) 0 refs
