class counter start = object
  val mutable n = start
  method incr = n <- n + 1
  method get = n
end
class virtual shape name = object (self)
  method virtual area : float
  method name : string = name
  method describe = Printf.sprintf "%s: %.2f" self#name self#area
end
class circle r = object
  inherit shape "circle"
  method area = 3.14 *. r *. r
end
class point ?(x=0) ~(y:int) () = object val x = x val y = y method pos = (x, y) method private secret = 1 end
let c = new counter 3
let f (x : counter) = x#get
let g (x : #counter) = x#get
class empty = object end
let mk = new circle
let shapes = [ (new circle 1. :> shape) ]
