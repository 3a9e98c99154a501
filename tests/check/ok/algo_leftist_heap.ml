(* A leftist heap, a purely functional priority queue. *)
type 'a heap = E | T of int * 'a * 'a heap * 'a heap
let rank = function E -> 0 | T (r, _, _, _) -> r
let make x a b = if rank a >= rank b then T (rank b + 1, x, a, b) else T (rank a + 1, x, b, a)
let rec merge h1 h2 = match h1, h2 with
  | E, h | h, E -> h
  | T (_, x, a1, b1), T (_, y, a2, b2) ->
    if x <= y then make x a1 (merge b1 h2) else make y a2 (merge h1 b2)
let insert x h = merge (T (1, x, E, E)) h
let find_min = function E -> None | T (_, x, _, _) -> Some x
let delete_min = function E -> E | T (_, _, a, b) -> merge a b
let rec drain h = match find_min h with None -> [] | Some x -> x :: drain (delete_min h)
let sorted = drain (List.fold_left (fun h x -> insert x h) E [5; 1; 4; 2])
