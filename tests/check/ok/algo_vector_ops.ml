type v3 = { x : float; y : float; z : float }
let ( +| ) a b = { x = a.x +. b.x; y = a.y +. b.y; z = a.z +. b.z }
let ( -| ) a b = { x = a.x -. b.x; y = a.y -. b.y; z = a.z -. b.z }
let ( *| ) k a = { x = k *. a.x; y = k *. a.y; z = k *. a.z }
let dot a b = a.x *. b.x +. a.y *. b.y +. a.z *. b.z
let cross a b = { x = a.y *. b.z -. a.z *. b.y; y = a.z *. b.x -. a.x *. b.z; z = a.x *. b.y -. a.y *. b.x }
let norm a = sqrt (dot a a)
let unit_ a = (1. /. norm a) *| a
let ex = { x = 1.; y = 0.; z = 0. } and ey = { x = 0.; y = 1.; z = 0. }
let ez = cross ex ey
let v = 2. *| ex +| ey -| ez
