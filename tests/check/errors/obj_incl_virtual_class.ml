module M : sig class c : object method m : int end end = struct class virtual c = object method m = 1 method private virtual p : int end end
