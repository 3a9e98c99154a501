let cache = ref []
let () =
  let module W = struct
    type w = A | B
    let add (x : w) = cache := x :: !cache
  end in
  W.add W.A; print_int (List.length !cache)
