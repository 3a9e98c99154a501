(* A small example: shapes, a functor-built map, and a format string. *)

type shape =
  | Circle of float
  | Rectangle of { width : float; height : float }
  | Polygon of (float * float) list

let area = function
  | Circle r -> Float.pi *. r *. r
  | Rectangle { width; height } -> width *. height
  | Polygon points ->
    (* the shoelace formula *)
    let rec go acc = function
      | (x1, y1) :: ((x2, y2) :: _ as rest) -> go (acc +. (x1 *. y2) -. (x2 *. y1)) rest
      | _ -> acc
    in
    (match points with
     | [] -> 0.
     | first :: _ -> Float.abs (go 0. (points @ [ first ])) /. 2.)

module Names = Map.Make (String)

let catalogue =
  Names.empty
  |> Names.add "unit circle" (Circle 1.)
  |> Names.add "door" (Rectangle { width = 0.9; height = 2.1 })
  |> Names.add "triangle" (Polygon [ (0., 0.); (4., 0.); (0., 3.) ])

let describe name shape = Printf.sprintf "%-12s %8.3f" name (area shape)

let () = Names.iter (fun name shape -> print_endline (describe name shape)) catalogue
