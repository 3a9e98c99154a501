let a = compare [1; 2] [1; 3]
let b = (1, "a") < (1, "b")
let c = max "apple" "banana"
let d = Some 3 > None
let e = [| 1; 2 |] = [| 1; 2 |]
let f = compare 1.0 nan
let sorted = List.sort compare [(2, 'b'); (1, 'z'); (2, 'a')]
let eq_records = { contents = 1 } = ref 1
let physical = let r = ref 0 in r == r && not (ref 0 == ref 0)
let min_list l = List.fold_left min max_int l
