(* Monomorphic recursion: inside its own definition a function is not polymorphic. *)
type t = N of (int * t) list
let sum (N l) = List.fold_left (fun acc (x, _) -> acc + x) 0 l
let rec depth (N l) = 1 + List.fold_left (fun m (_, c) -> max m (depth c)) 0 l
let d = depth (N [(1, N []); (2, N [(3, N [])])])
