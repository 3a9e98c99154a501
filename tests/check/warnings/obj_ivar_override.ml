class a = object val x = 1 method x = x end
class b = object inherit a val x = 2 end
