class virtual c = object (self : < m : int; n : int; .. >) method m = 1 end
class d = object inherit c method n = 2 end
