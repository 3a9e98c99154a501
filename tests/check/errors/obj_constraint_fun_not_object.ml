class type ct = object method x : int end
class c = (fun (a : int) -> object method x = a end : ct)
