class c = object (self : < m : int; n : int; .. >) method m = 1 end
