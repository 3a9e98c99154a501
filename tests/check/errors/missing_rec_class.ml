(* In a class, a local let of functions *)
class counter =
  let next x = if x > 10 then x else next (x + 1) in
  object method v = next 0 end
