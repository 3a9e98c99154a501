let () = Printf.printf "%d\n" "x"
