(* Polymorphic variants: constant and non-constant tags, matching, open and closed types. *)
let name = function
  | `Red -> "red"
  | `Green -> "green"
  | `Blue -> "blue"
  | `Rgb (r, g, b) -> Printf.sprintf "rgb(%d,%d,%d)" r g b
  | `Named s -> s

let () = List.iter (fun c -> print_endline (name c)) [ `Red; `Green; `Blue; `Rgb (1, 2, 3); `Named "teal" ]

(* An open function: a default case handles the other tags. *)
let describe x = match x with `Zero -> "zero" | `One -> "one" | _ -> "many"
let () = List.iter (fun x -> print_endline (describe x)) [ `Zero; `One; `Two; `Three ]

(* A tag with a tuple argument is one block with the tuple in it. *)
let swap = function `Pair (a, b) -> `Pair (b, a)
let () = match swap (`Pair (1, "x")) with `Pair (s, n) -> Printf.printf "%s %d\n" s n

(* Nested tags and or-patterns. *)
let rec eval = function
  | `Num n -> n
  | `Add (a, b) -> eval a + eval b
  | `Mul (a, b) -> eval a * eval b
  | `Neg a -> - eval a
let () = Printf.printf "%d\n" (eval (`Add (`Num 2, `Mul (`Num 3, `Neg (`Num 4)))))

let classify = function `A | `B -> 1 | `C | `D -> 2 | `E x | `F x -> x
let () = List.iter (fun v -> Printf.printf "%d " (classify v)) [ `A; `B; `C; `D; `E 5; `F 6 ]; print_newline ()

(* Matching a tuple of variants. *)
let both a b = match (a, b) with
  | (`On, `On) -> "both on"
  | (`On, `Off) | (`Off, `On) -> "one on"
  | (`Off, `Off) -> "both off"
let () = List.iter print_endline [ both `On `On; both `On `Off; both `Off `On; both `Off `Off ]

(* Guards and aliases. *)
let sign = function `Int n when n < 0 -> `Neg | `Int 0 -> `Zero | `Int _ -> `Pos
let show = function `Neg -> "-" | `Zero -> "0" | `Pos -> "+"
let () = List.iter (fun n -> print_string (show (sign (`Int n)))) [ -3; 0; 7 ]; print_newline ()
let keep = function (`A | `B) as x -> x | `C -> `A
let () = List.iter (fun v -> print_string (match keep v with `A -> "A" | `B -> "B")) [ `A; `B; `C ]; print_newline ()
