(* Functions and matches that return their scrutinee's constructors unchanged: Simplify makes
   them return the scrutinee itself, and what the program prints must not change. (Whether a
   rebuilt block is physically the argument is not printed: OCaml leaves it unspecified.) *)
type colour = Red | Green | Blue

let same_colour = function Red -> Red | Green -> Green | Blue -> Blue
let swap = function Red -> Blue | Green -> Green | Blue -> Red
let same_option = function None -> None | Some x -> Some x

type shape = Dot | Circle of int | Square of int * int | Empty

let same_shape = function Dot -> Dot | Circle r -> Circle r | Square (w, h) -> Square (w, h) | Empty -> Empty
let small x = if x = 0 then 0 else x
let almost = function 0 -> 0 | 1 -> 5 | n -> n

let name = function Red -> "red" | Green -> "green" | Blue -> "blue"

let shape_text = function
  | Dot -> "dot"
  | Circle r -> Printf.sprintf "circle %d" r
  | Square (w, h) -> Printf.sprintf "square %dx%d" w h
  | Empty -> "empty"

let () =
  List.iter (fun c -> Printf.printf "%s -> %s, swapped %s\n" (name c) (name (same_colour c)) (name (swap c))) [ Red; Green; Blue ];
  let o = Some 3 in
  Printf.printf "same option: %b\n" (same_option o = o);
  Printf.printf "none: %b\n" (same_option None = None);
  List.iter
    (fun s ->
      let s' = same_shape s in
      Printf.printf "%s, equal: %b\n" (shape_text s') (s' = s))
    [ Dot; Circle 2; Square (3, 4); Empty ];
  List.iter (fun n -> Printf.printf "small %d = %d, almost %d = %d\n" n (small n) n (almost n)) [ 0; 1; 2; -7 ];
  (* a match inside an expression, its result joined with the scrutinee *)
  let opaque = Sys.opaque_identity Green in
  let c = match opaque with Red -> Red | Green -> Green | Blue -> Blue in
  Printf.printf "joined: %s %b\n" (name c) (c = opaque)
