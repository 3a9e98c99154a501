let () = print_endline "toplevel 1"
module A = struct
  let () = print_endline "A initialised"
  let v = 1
end
module B = struct
  let () = print_endline "B initialised"
  let v = A.v + 1
  module C = struct let () = print_endline "B.C initialised" let v = v * 10 end
end
let () = Printf.printf "values %d %d %d\n" A.v B.v B.C.v
module D = struct let v = (print_endline "D.v computed"; 42) end
let () = print_endline "toplevel 2"
let () = Printf.printf "D.v = %d\n" D.v
