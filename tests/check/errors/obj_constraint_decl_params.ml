class type ct = object method x : int end
class c (a : bool) : ct = object method x = a end
