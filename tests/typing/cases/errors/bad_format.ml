let x = Printf.printf "%y"
