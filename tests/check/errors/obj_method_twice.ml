let o = object method m = 1 method m = 2 end
