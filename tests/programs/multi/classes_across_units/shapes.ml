class c x = object (self) val y = x * 10 method x : int = x + y method twice = 2 * self#x end
