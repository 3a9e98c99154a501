type point = { x : float; y : float }
type shape = Circle of { center : point; radius : float } | Polygon of point list
let origin = { x = 0.; y = 0. }
