class a = object method m = 1 end
class b = object inherit a as super method n = super end
