type color = Red | Green | Blue

let name c = match c with Red -> "red" | Green -> "green"

let () = print_string (name Blue)
