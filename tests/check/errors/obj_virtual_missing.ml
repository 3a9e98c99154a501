class c = object method virtual m : int end
