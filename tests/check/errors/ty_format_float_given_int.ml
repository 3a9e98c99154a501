let s = Printf.sprintf "%.2f" 3
