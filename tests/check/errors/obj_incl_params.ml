module M : sig class c : int -> object method m : int end end = struct class c = object method m = 1 end end
