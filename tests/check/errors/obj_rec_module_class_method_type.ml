(* A method of a class type given another type than the class it inherits gives it. *)
module rec A : sig class c : object method m : int end end = struct class c = object method m = 1 end end
and B : sig class e : object inherit A.c method m : string end end = struct class e = object method m = "" end end
