(* Warnings of inherited class expressions: labels omitted (6), methods and instance
   variables overridden by one (7, 13, named "inherited" when no class names it). *)
class d ~x ~y = object method m : int = x + y end

class c1 = object
  inherit d 1 2
end

class c2 = object
  inherit (fun ~x -> object method n : int = x end) 1
end

class c3 = object
  method m = 1
  inherit object method m = 2 end
end

class e = object method m = 1 end

class c4 = object
  method m = 1
  inherit (let _x = 2 in e)
end

class c5 = object
  val x = 1
  inherit object val x = 2 method get = x end
end

class c6 = object
  val x = 1
  inherit (let y = 4 in fun (z : int) -> object val x = y + z end) 5 as s
end
