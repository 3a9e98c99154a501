module M : sig class c : object method m : int end end = struct class c = object method m = true end end
