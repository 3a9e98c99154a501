let[@specialise] rec iter f = function [] -> () | x :: xs -> f x; iter f xs
let print_all l = (iter [@specialised]) print_int l
