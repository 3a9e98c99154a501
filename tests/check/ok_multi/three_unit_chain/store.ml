type 'a t = (Base.id * 'a) list
let empty = []
let add k v s = (k, v) :: s
let find k s = List.assoc_opt k s
