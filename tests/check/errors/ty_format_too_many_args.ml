let () = Printf.printf "%s\n" "a" "b"
