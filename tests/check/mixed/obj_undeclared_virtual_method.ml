class j = object (self) method u : int = self#z end
