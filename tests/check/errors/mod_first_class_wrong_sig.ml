module type S = sig val x : int end
module type T = sig val y : int end
let m = (module struct let x = 1 end : S)
module N = (val m : T)
