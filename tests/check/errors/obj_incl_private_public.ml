module M : sig class c : object method m : int method p : int end end = struct class c = object method m = 1 method private p = 1 end end
