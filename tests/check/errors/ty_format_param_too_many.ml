let f x = Printf.printf x 1 2
let () = f "%d"
let g : int = format_of_string "%d"
