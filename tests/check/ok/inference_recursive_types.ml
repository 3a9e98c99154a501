(* Recursive types through variants, records and options. *)
type node = { value : int; mutable next : node option }
let rec length n = 1 + match n.next with None -> 0 | Some m -> length m
let a = { value = 1; next = None }
let b = { value = 2; next = Some a }
let () = a.next <- None
type 'a rose = Rose of 'a * 'a rose list
let rec size (Rose (_, kids)) = 1 + List.fold_left (fun n k -> n + size k) 0 kids
let tree = Rose (1, [Rose (2, []); Rose (3, [Rose (4, [])])])
let s = size tree
type json_like = Leaf of string | List of json_like list | Map of (string * json_like) list
