(* Areas through a virtual method. *)
class virtual shape (name : string) = object (self)
  method virtual area : float
  method virtual perimeter : float
  method name = name
  method report = Printf.printf "%-10s area %8.3f  perimeter %8.3f\n" self#name self#area self#perimeter
end

class circle r = object
  inherit shape "circle"
  method area = Float.pi *. r *. r
  method perimeter = 2. *. Float.pi *. r
end

class rectangle w h = object
  inherit shape "rectangle"
  method area = w *. h
  method perimeter = 2. *. (w +. h)
end

class square s = object
  inherit rectangle s s
  method! name = "square"
end

class triangle a b c = object
  inherit shape "triangle"
  method perimeter = a +. b +. c
  method area =
    let s = (a +. b +. c) /. 2. in
    sqrt (s *. (s -. a) *. (s -. b) *. (s -. c))
end

let shapes : shape list =
  [ (new circle 1. :> shape); (new rectangle 2. 3. :> shape); (new square 2. :> shape); (new triangle 3. 4. 5. :> shape) ]

let () =
  List.iter (fun s -> s#report) shapes;
  let total = List.fold_left (fun acc s -> acc +. s#area) 0. shapes in
  Printf.printf "total area %.3f\n" total;
  let biggest = List.fold_left (fun best s -> if s#area > best#area then s else best) (List.hd shapes) shapes in
  Printf.printf "biggest: %s\n" biggest#name
