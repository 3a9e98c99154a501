(* Assigning a field of what is not a record: the new value is typed first, so the record type expected is int ref *)
let () =
  let counter = 1 in
  counter.contents <- 2
