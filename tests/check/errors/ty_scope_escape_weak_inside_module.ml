let cache = ref []
module W = struct
  type w = A | B
  let add (x : w) = cache := x :: !cache
end
let () = W.add W.A; print_int (List.length !cache)
