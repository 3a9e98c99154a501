type point = { x : int; y : int }
type person = { name : string; mutable age : int }
let origin = { x = 0; y = 0 }
let p = { x = 3; y = 4 }
let moved = { p with x = 10 }
let dist2 { x; y } = x * x + y * y
let get_x r = r.x
let alice = { name = "Alice"; age = 30 }
let birthday p = p.age <- p.age + 1
let () = birthday alice
let make x y = { x; y }
let describe { name; age = a } = name ^ " " ^ string_of_int a
