class a = object method m = 1 end
class b = object inherit a as super method n = 2 end
class c x = object method k = 3 end
class d = object (self : < p : int; .. >) method private p = 1 end
class e = let unused = 4 in object method z = 5 end
class f = object val unused_iv = 1 method y = 2 end
let _ = (new b, new c 1, new d, new e, new f)
