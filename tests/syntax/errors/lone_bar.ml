let f = function | | A -> 1
