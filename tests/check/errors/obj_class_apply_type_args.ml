class ['a] p (x : 'a) = object method get = x end
class q = p 3
