class e = object val x = 1 method x = x end
class g = object inherit e inherit e end
class virtual j = object (self) method u : int = self#z end
