module SMap = Map.Make (String)
let m = SMap.empty |> SMap.add "one" 1 |> SMap.add "two" 2 |> SMap.add "three" 3
let keys = SMap.fold (fun k _ acc -> k :: acc) m []
let two = SMap.find "two" m
let missing = SMap.find_opt "four" m
let doubled = SMap.map (fun v -> v * 2) m
let evens = SMap.filter (fun _ v -> v mod 2 = 0) m
let merged = SMap.union (fun _ a b -> Some (a + b)) m doubled
let () = SMap.iter (fun k v -> Printf.printf "%s=%d\n" k v) m
let card = SMap.cardinal m
let first = SMap.min_binding m
let bumped = SMap.update "one" (Option.map succ) m
