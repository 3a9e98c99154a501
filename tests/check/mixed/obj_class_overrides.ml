class a = object method m = 1 method n = 2 end
class b = object inherit a method m = 3 end
class virtual c = object method virtual v : int end
class d = object inherit c method v = 4 end
class e = object val x = 1 method x = x end
class f = object inherit e val x = 2 end
class g = object inherit e inherit e end
class h = object method private p = 1 method q = 2 end
class i = object inherit h method p = 5 end
class virtual j = object (self) method u : int = self#z end
