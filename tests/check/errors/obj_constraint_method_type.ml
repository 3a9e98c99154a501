class type ct = object method x : int end
class c = (object method x = true end : ct)
