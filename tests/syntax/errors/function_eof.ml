let f = function
