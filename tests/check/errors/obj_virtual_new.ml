class virtual v = object method virtual m : int end
let o = new v
