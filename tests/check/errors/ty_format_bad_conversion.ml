let s = Printf.sprintf "%y" 3
