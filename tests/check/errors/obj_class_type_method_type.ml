(* A method of a class type given another type than the class it inherits gives it. *)
class c = object method m = (1, 2) end
class type e = object inherit c method m : int * string end
