let f () = print_endline "f called"; 1
let g () = print_endline "g called"; 2
let () =
  let r = (f (); g ()) in
  Printf.printf "result %d\n" r
let () = begin print_string "begin"; print_string "/"; print_endline "end" end
let u = ()
let () = if u = () then print_endline "unit equals unit"
let () = ignore (f ())
let h () () = print_endline "two units"
let () = h () ()
