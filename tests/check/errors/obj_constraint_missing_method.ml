class type ct = object method x : int end
class c = (object method y = 1 end : ct)
