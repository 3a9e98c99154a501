class type ct = object method x : int end
class g = ((object method x = 3 end : ct) : object method x : int end)
