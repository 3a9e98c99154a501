let o = object (self) method m = self#n end
