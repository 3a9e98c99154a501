(* A class expression applied to fewer arguments than its parameters, through a `let`. *)
class d (x : int) (y : int) = object method m = x + y end
class c = object
  inherit (let z = 1 in d z)
end
