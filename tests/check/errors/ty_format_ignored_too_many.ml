let () = Printf.printf "%_d %s!" "a" "b"
