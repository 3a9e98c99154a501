let f = function #nothere -> 1
