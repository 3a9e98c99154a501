class c = object (self : < m : int >) method m = 1 method n = 2 end
