let a = match x with A -> 1 | B -> match y with C -> 2 | D -> 3
let b = try f x with E -> function A -> 1 | B -> try g () with _ -> 2
let c = function A when g -> match[@a] z with _ -> . | B -> 0
let d = match x with A -> (match y with B -> 1) | C -> 2
let e = match x with A -> 1; 2 | B -> match y with _ -> 3; 4
