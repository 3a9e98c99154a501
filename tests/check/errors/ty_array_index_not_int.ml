let a = [| 1; 2 |]
let x = a.("0")
