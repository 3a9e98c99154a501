module M : sig class c : object method m : int method private p : int end end = struct class c = object method m = 1 method p = 2 end end
