type event = ..
type event += Click of int * int | Key of char
type event += Resize of { w : int; h : int }
let describe = function
  | Click (x, y) when x < 0 || y < 0 -> "click outside"
  | Click (x, y) -> Printf.sprintf "click at %d,%d" x y
  | Key ('a' .. 'z' as c) -> Printf.sprintf "lowercase key %c" c
  | Key c -> Printf.sprintf "key %C" c
  | Resize { w; h } -> Printf.sprintf "resize %dx%d" w h
  | _ -> "unknown event"
type event += Quit
let () = List.iter (fun e -> print_endline (describe e)) [ Click (1, 2); Click (-1, 0); Key 'q'; Key 'Q'; Resize { w = 80; h = 24 }; Quit ]
