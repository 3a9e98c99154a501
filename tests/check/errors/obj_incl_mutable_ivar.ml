module M : sig class c : object val mutable x : int method m : int end end = struct class c = object val x = 1 method m = 1 end end
