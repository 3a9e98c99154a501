let a = 1 < 2 && 2 <= 3 || false
let b = "a" <> "b" && not (1 = 2)
let c = [1; 2] == [1; 2]
let d = 3 != 4
let e = compare (1, "x") (1, "y")
let f = max 3 4 + min 1 2
let g = 1 + 1 = 2 && 2 * 2 > 3
let h = true || false && false
let j = 'a' < 'b' && 1.5 >= 1.5
let k = (fun x -> x) 1 = 1
