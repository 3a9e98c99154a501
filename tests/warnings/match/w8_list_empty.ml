let head = function x :: _ -> x
