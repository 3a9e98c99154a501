(* Polymorphic variants through modules, signatures, functors, maps, coercions and #t. *)
type base = [ `Circle of float | `Square of float ]
type shape = [ base | `Rect of float * float ]

let area_base = function `Circle r -> 3. *. r *. r | `Square s -> s *. s
let area : shape -> float = function #base as b -> area_base b | `Rect (w, h) -> w *. h
let () = List.iter (fun s -> Printf.printf "%.1f\n" (area s)) [ `Circle 1.; `Square 2.; `Rect (2., 3.) ]

(* Coercions. *)
let widen (b : base) = (b :> shape)
let () = Printf.printf "%.1f\n" (area (widen (`Square 3.)))
let all : shape list = [ (`Circle 2. :> shape); `Rect (1., 1.) ]
let () = Printf.printf "%.1f\n" (List.fold_left (fun acc s -> acc +. area s) 0. all)

module type LEVEL = sig
  type t = [ `Low | `Mid | `High ]
  val rank : t -> int
  val of_int : int -> t
end

module Level : LEVEL = struct
  type t = [ `Low | `Mid | `High ]
  let rank = function `Low -> 0 | `Mid -> 1 | `High -> 2
  let of_int n = if n <= 0 then `Low else if n = 1 then `Mid else `High
end

let () = List.iter (fun n -> Printf.printf "%d " (Level.rank (Level.of_int n))) [ -1; 0; 1; 2; 5 ]; print_newline ()

module Ord = struct
  type t = Level.t
  let compare a b = compare (Level.rank a) (Level.rank b)
end
module LM = Map.Make (Ord)
let m = List.fold_left (fun m (k, v) -> LM.add k v m) LM.empty [ (`High, "h"); (`Low, "l"); (`Mid, "m") ]
let () = LM.iter (fun k v -> Printf.printf "%d:%s " (Level.rank k) v) m; print_newline ()

module Make (X : sig type t val show : t -> string end) = struct
  let wrap x = `Wrapped x
  let show = function `Wrapped x -> "<" ^ X.show x ^ ">" | `Empty -> "-"
end
module S = Make (struct type t = int let show = string_of_int end)
let () = print_endline (S.show (S.wrap 42) ^ S.show `Empty)

(* Higher-order code over tags. *)
let events = [ `Click (1, 2); `Key 'a'; `Click (3, 4); `Tick; `Key 'b' ]
let clicks = List.filter_map (function `Click p -> Some p | _ -> None) events
let () = List.iter (fun (x, y) -> Printf.printf "(%d,%d)" x y) clicks; print_newline ()
let keys = List.fold_left (fun acc -> function `Key c -> acc ^ String.make 1 c | `Click _ | `Tick -> acc) "" events
let () = print_endline keys
let counts = List.map (function `Tick -> 0 | `Key _ -> 1 | `Click _ -> 2) events
let () = List.iter (Printf.printf "%d") counts; print_newline ()
let apply_all fs x = List.map (fun f -> f x) fs
let () = List.iter (function `Ok n -> Printf.printf "ok %d\n" n | `Err e -> Printf.printf "err %s\n" e)
  (apply_all [ (fun x -> if x > 0 then `Ok x else `Err "neg"); (fun x -> `Ok (x * 2)) ] 5)
