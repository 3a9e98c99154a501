let area = function
  | Shapes.Circle { radius; _ } -> 3.14159 *. radius *. radius
  | Shapes.Polygon _ -> 0.
let unit_circle = Shapes.Circle { center = Shapes.origin; radius = 1. }
let shifted p = { p with Shapes.x = p.Shapes.x +. 1. }
let by_annotation (p : Shapes.point) = p.x +. p.y
