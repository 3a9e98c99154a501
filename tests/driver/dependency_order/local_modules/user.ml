module M = struct let v = 1 end
let () = print_int (M.v + List2.hd + (let module L = struct let x = 2 end in L.x))
