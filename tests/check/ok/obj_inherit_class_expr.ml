(* Classes inherited through class expressions of every form, and classes whose body is a
   class expression applied. *)
class point (x : int) = object
  val x = x
  method x = x
end

class type shown = object method show : string end

module M = struct
  let z = 2
  class d = object method m : int = z end
end

class a = object
  inherit object val mutable n = 0 method n = n end
  inherit (fun k -> point (k + 1)) 3 as p
  inherit (object method show = "s" method private hidden = 1 end : shown)
  inherit let open M in d
  inherit (fun ?(scale = 2) ~base () -> object method v = scale * base end) ~base:3 ()
  method px = p#x
end

class b (x : int) =
  let y = x + 1 in
  object
    inherit object method sum = x + y end
    inherit (fun z -> object method z : int = z + x end) y
  end

class c = (fun x -> object method m = x + 0 end) 3

class sum3 x y z = object method total : int = x + y + z end

class partial = (sum3 1) 2

class partial_let = let w = 1 in sum3 w

class ['a] poly (v : 'a) = object
  inherit object method get : 'a = v end
end

class virtual v = object
  inherit object method virtual area : float end
end

class d_obj = object
  inherit (let s = 1 in point s)
end

let o = object inherit (let s = 1 in point s) end

let o2 = object inherit (fun s -> point s) 1 end
