class c ~x ~y = object method s : int = x + y end
class e = c 1
