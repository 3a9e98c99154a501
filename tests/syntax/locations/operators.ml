let ( .%{} ) t k = Hashtbl.find t k
let ( .%{}<- ) t k v = Hashtbl.replace t k v
let ( .%() ) a i = a.(i)
let x = t.%{k} + a.%(1)
let () = t.%{k} <- v; t.%{k}.%{j} <- w
let f (module M : S with type t = int) = 1
let g (type a) (module M : S with type t = a and type u = a list) = 1
type p = (module S with type t = int)
let y = (module M : S with type t = int)
let ( let* ) = Option.bind
let ( and+ ) a b = (a, b)
