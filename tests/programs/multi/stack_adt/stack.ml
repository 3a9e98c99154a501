type 'a t = { items : 'a list; size : int }
exception Empty
let empty = { items = []; size = 0 }
let push x s = { items = x :: s.items; size = s.size + 1 }
let pop s = match s.items with [] -> raise Empty | x :: r -> (x, { items = r; size = s.size - 1 })
let top s = fst (pop s)
let size s = s.size
let to_list s = s.items
