let first = function [] -> 0 | x :: _ -> x
