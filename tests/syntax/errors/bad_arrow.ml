let f = function x => 1
