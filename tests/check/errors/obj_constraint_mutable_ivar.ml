class c = (object val x = 1 method m = x end : object val mutable x : int method m : int end)
