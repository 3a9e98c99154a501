let x = Printf.printf "%d" "a"
