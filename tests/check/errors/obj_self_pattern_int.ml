class c = object (_ : int) method m = 1 end
