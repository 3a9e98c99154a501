type 'a stack = { items : 'a list; size : int }
let empty = { items = []; size = 0 }
let push x s = { items = x :: s.items; size = s.size + 1 }
let pop s = match s.items with [] -> None | x :: r -> Some (x, { items = r; size = s.size - 1 })
type ops = { apply : int -> int -> int; name : string; unit : int }
let fold_with o l = List.fold_left o.apply o.unit l
let () =
  let s = List.fold_left (fun s x -> push x s) empty [ "a"; "b"; "c" ] in
  Printf.printf "size %d\n" s.size;
  (match pop s with Some (x, s') -> Printf.printf "popped %s, size %d\n" x s'.size | None -> ());
  let ops = [ { apply = ( + ); name = "sum"; unit = 0 }; { apply = ( * ); name = "product"; unit = 1 }; { apply = max; name = "max"; unit = min_int } ] in
  List.iter (fun o -> Printf.printf "%s = %d\n" o.name (fold_with o [ 3; 1; 4; 1; 5 ])) ops
