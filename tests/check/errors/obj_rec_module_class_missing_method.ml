(* A class missing a method its description inherits from a class of the group. *)
module rec A : sig class c : object method m : int end end = struct class c = object method m = 1 end end
and B : sig class e : object inherit A.c method n : int end end = struct class e = object method n = 2 end end
