module M : sig class c : object val x : int method m : int end end = struct class c = object val x = true method m = 1 end end
