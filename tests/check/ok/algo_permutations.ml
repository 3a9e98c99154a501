let rec permutations = function
  | [] -> [[]]
  | l -> List.concat_map (fun x -> List.map (fun p -> x :: p) (permutations (List.filter (( <> ) x) l))) l
let rec powerset = function
  | [] -> [[]]
  | x :: xs -> let ps = powerset xs in ps @ List.map (fun s -> x :: s) ps
let rec combinations k l = match k, l with
  | 0, _ -> [[]]
  | _, [] -> []
  | k, x :: xs -> List.map (fun c -> x :: c) (combinations (k - 1) xs) @ combinations k xs
let p = List.length (permutations [1; 2; 3; 4])
let s = powerset ['a'; 'b']
let c = combinations 2 [1; 2; 3]
