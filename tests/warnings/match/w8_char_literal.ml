let f = function 'a' .. 'y' -> 1
