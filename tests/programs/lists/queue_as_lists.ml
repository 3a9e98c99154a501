type 'a queue = { front : 'a list; back : 'a list }
let empty = { front = []; back = [] }
let push x q = { q with back = x :: q.back }
let pop q = match q.front with
  | x :: f -> Some (x, { q with front = f })
  | [] -> (match List.rev q.back with [] -> None | x :: f -> Some (x, { front = f; back = [] }))
let () =
  let q = List.fold_left (fun q x -> push x q) empty [ 1; 2; 3 ] in
  let rec drain q n = if n = 0 then q else match pop q with Some (x, q) -> Printf.printf "pop %d\n" x; drain q (n - 1) | None -> q in
  let q = drain q 2 in
  let q = push 4 (push 5 q) in
  let rec all q = match pop q with Some (x, q) -> Printf.printf "pop %d\n" x; all q | None -> print_endline "empty" in
  all q
