let pair x y = (x, y)
let first (x, _) = x
let rec length = function [] -> 0 | _ :: t -> 1 + length t
let () = Printf.printf "%d %d\n" (length [1; 2; 3]) (length ["a"; "b"])
let () = Printf.printf "%s\n" (first (pair "left" 3.14))
type 'a box = Box of 'a
let unbox (Box x) = x
let () = Printf.printf "%d %s\n" (unbox (Box 9)) (unbox (Box "nine"))
let map_pair f (a, b) = (f a, f b)
let () = let (a, b) = map_pair String.length ("ab", "cde") in Printf.printf "%d %d\n" a b
let poly_eq : 'a. 'a -> 'a -> bool = fun a b -> a = b
let () = Printf.printf "%b %b\n" (poly_eq 1 1) (poly_eq "x" "y")
let rec f : 'a. int -> 'a list -> int = fun n l -> if n = 0 then List.length l else f (n - 1) [l]
let () = Printf.printf "polymorphic recursion: %d\n" (f 3 [1; 2])
type ('a, 'b) either2 = L of 'a | R of 'b
let show = function L n -> string_of_int n | R s -> s
let () = List.iter (fun x -> print_endline (show x)) [L 1; R "r"; L 3]
