class type ct = object method x : int end
class c = (object method x = 1 end : int -> ct)
