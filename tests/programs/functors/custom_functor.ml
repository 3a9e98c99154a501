module type ORDERED = sig type t val compare : t -> t -> int val show : t -> string end
module MakePQ (O : ORDERED) = struct
  type t = O.t list
  let empty = []
  let rec insert x = function [] -> [ x ] | y :: r as l -> if O.compare x y <= 0 then x :: l else y :: insert x r
  let pop = function [] -> None | x :: r -> Some (x, r)
  let show q = String.concat " " (List.map O.show q)
end
module IntPQ = MakePQ (struct type t = int let compare = compare let show = string_of_int end)
module RevStrPQ = MakePQ (struct type t = string let compare a b = compare b a let show s = s end)
let () =
  let q = List.fold_left (fun q x -> IntPQ.insert x q) IntPQ.empty [ 5; 1; 4; 2; 3 ] in
  print_endline (IntPQ.show q);
  (match IntPQ.pop q with Some (x, q') -> Printf.printf "popped %d, left %s\n" x (IntPQ.show q') | None -> ());
  let r = List.fold_left (fun q x -> RevStrPQ.insert x q) RevStrPQ.empty [ "pear"; "apple"; "zucchini"; "mango" ] in
  print_endline (RevStrPQ.show r)
