class c = object method x = 1 end
class h = (c : object method x : int end)
