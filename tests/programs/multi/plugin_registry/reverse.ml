module Impl = struct
  let name = "reverse"
  let transform s = let n = String.length s in String.init n (fun i -> s.[n - 1 - i])
end
let () = Registry.register (module Impl)
