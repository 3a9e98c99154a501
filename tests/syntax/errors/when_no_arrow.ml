let f = function x when x
