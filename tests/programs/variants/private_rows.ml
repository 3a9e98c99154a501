(* Private row types: values of an abstract row type built by their module, matched and
   coerced outside it, and the tags of their lower bound built directly. *)
module Shape : sig
  type t = private [> `Circle of float | `Square of float ]
  val triangle : float -> t
  val area : t -> float
  val name : t -> string
end = struct
  type t = [ `Circle of float | `Square of float | `Triangle of float ]
  let triangle s = `Triangle s
  let area = function
    | `Circle r -> 3.0 *. r *. r
    | `Square s -> s *. s
    | `Triangle s -> s *. s /. 2.0
  let name = function `Circle _ -> "circle" | `Square _ -> "square" | `Triangle _ -> "triangle"
end

module Level : sig
  type t = private [< `Low | `Mid | `High > `Low ]
  val of_int : int -> t
end = struct
  type t = [ `Low | `Mid ]
  let of_int n = if n < 5 then `Low else `Mid
end

let describe (s : Shape.t) =
  match s with
  | `Circle r -> Printf.sprintf "circle of radius %g" r
  | `Square s -> Printf.sprintf "square of side %g" s
  | _ -> "something else: " ^ Shape.name s

let level_name (l : Level.t) = match l with `Low -> "low" | `Mid -> "mid" | `High -> "high"
let as_open (l : Level.t) = (l :> [ `Low | `Mid | `High ])

let () =
  let shapes : Shape.t list = [ `Circle 1.0; `Square 2.0; Shape.triangle 3.0 ] in
  List.iter (fun s -> Printf.printf "%s: %g\n" (describe s) (Shape.area s)) shapes;
  List.iter (fun n -> print_endline (level_name (Level.of_int n))) [ 1; 7 ];
  Printf.printf "%b %b\n" (as_open (Level.of_int 1) = `Low) (compare (Level.of_int 9) (Level.of_int 0) <> 0);
  let tagged = List.map (fun s -> (s :> [> `Circle of float | `Square of float ])) shapes in
  Printf.printf "%d\n" (List.length (List.filter (function `Circle _ -> true | _ -> false) tagged))
