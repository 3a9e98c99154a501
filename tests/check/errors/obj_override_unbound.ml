let o = object val x = 1 method m = {< y = 2 >} end
