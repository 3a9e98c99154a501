module M : sig class c : x:int -> object method m : int end end = struct class c (x : int) = object method m = x end end
