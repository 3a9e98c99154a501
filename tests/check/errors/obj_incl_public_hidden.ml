module M : sig class c : object method m : int end end = struct class c = object method m = 1 method n = 2 end end
