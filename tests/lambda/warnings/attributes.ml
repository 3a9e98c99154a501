let f = (function Some x -> x) [@warning "-8"]
let g x = match x with 0 -> 1 [@@warning "-8"]
let h x = (match x with Some _ -> 1 | None -> 2 | _ -> 3) [@warning "-11"]
let i x = match x with 0 -> 1
