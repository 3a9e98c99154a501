let f = function | -> 1
