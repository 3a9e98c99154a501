(* Class types: declared, used as constraints, as types, in #types, and inherited. *)
class type printable = object
  method print : unit
  method name : string
end

class type sized = object
  inherit printable
  method size : int
end

class doc title : printable = object
  method print = print_endline ("doc: " ^ title)
  method name = title
end

class image w h : sized = object
  method print = Printf.printf "image %dx%d\n" w h
  method name = "image"
  method size = w * h
end

let show (p : printable) = p#print
let name_of (p : #printable) = p#name

let () =
  let d = new doc "readme" in
  let i = new image 3 4 in
  show d;
  show (i :> printable);
  Printf.printf "%s %s %d\n" (name_of d) (name_of i) i#size;
  let all : printable list = [ d; (i :> printable) ] in
  List.iter (fun p -> print_endline p#name) all

module type SHAPES = sig
  class type shape = object method area : float end
  class square : float -> shape
end

module Shapes : SHAPES = struct
  class type shape = object method area : float end
  class square s : shape = object method area = s *. s end
end

let () = Printf.printf "%.1f\n" (new Shapes.square 3.)#area
