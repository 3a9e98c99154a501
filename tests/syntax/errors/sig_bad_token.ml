module type S = sig val x : int let y = 2 end
