class c = object method m = 1 method n = 2 end
