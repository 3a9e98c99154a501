module type S = sig val x : int
