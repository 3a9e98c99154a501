let l = [5; 3; 8; 1; 9; 2]
let sorted = List.sort compare l
let stable = List.stable_sort (fun a b -> compare (a mod 2) (b mod 2)) l
let (small, big) = List.partition (fun x -> x < 5) l
let found = List.find (fun x -> x > 6) l
let found_opt = List.find_opt (fun x -> x > 100) l
let all_pos = List.for_all (fun x -> x > 0) l && List.exists (( = ) 8) l
let mem = List.mem 3 l
let nth = List.nth l 2
let init = List.init 4 (fun i -> i * 10)
let filtered = List.filter_map (fun x -> if x > 4 then Some (x * 2) else None) l
let folded = List.fold_right (fun x acc -> x :: x :: acc) [1; 2] []
let iter2 () = List.iter2 (fun a b -> Printf.printf "%d%s" a b) [1; 2] ["a"; "b"]
let mapi = List.mapi (fun i x -> i + x) l
let concat_map = List.concat_map (fun x -> [x; -x]) [1; 2]
let split = List.split [(1, 'a'); (2, 'b')]
let rev_app = List.rev_append [1; 2] [3]
let len_cmp = List.compare_lengths [1] [2; 3]
let assq = List.mem_assoc "k" [("k", 1)]
let rm = List.remove_assoc "k" [("k", 1); ("j", 2)]
let eq = List.equal ( = ) [1] [1]
