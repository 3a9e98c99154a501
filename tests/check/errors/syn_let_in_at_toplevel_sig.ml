module type S = sig
  let x = 1
end
