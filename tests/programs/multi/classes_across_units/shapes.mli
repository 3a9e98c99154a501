class c : int -> object method x : int method twice : int end
