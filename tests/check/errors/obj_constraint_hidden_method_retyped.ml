class c : object method pub : int end = object (self) method private m = "s" method pub = String.length self#m end
class d = object (self) inherit c method m = 1 method n = (self#m : string) end
