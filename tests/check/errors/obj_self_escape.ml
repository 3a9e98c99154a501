let r = ref None
class c = object (self) method m = r := Some self end
