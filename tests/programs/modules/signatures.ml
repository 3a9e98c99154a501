module type STACK = sig
  type 'a t
  val empty : 'a t
  val push : 'a -> 'a t -> 'a t
  val pop : 'a t -> ('a * 'a t) option
  val size : 'a t -> int
end
module ListStack : STACK = struct
  type 'a t = 'a list
  let empty = []
  let push x s = x :: s
  let pop = function [] -> None | x :: r -> Some (x, r)
  let size = List.length
end
module CountedStack : STACK = struct
  type 'a t = { items : 'a list; n : int }
  let empty = { items = []; n = 0 }
  let push x s = { items = x :: s.items; n = s.n + 1 }
  let pop s = match s.items with [] -> None | x :: r -> Some (x, { items = r; n = s.n - 1 })
  let size s = s.n
end
let exercise (module S : STACK) name =
  let s = List.fold_left (fun s x -> S.push x s) S.empty [ 1; 2; 3; 4 ] in
  let rec drain s acc = match S.pop s with None -> List.rev acc | Some (x, s) -> drain s (x :: acc) in
  Printf.printf "%s: size %d, drained %s\n" name (S.size s) (String.concat "," (List.map string_of_int (drain s [])))
let () = exercise (module ListStack) "list"; exercise (module CountedStack) "counted"
