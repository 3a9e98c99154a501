(* [@specialised] on a call site must parse and type-check. (Compiling it with ocamlc -c also
   reports warning 53, which no attribute silences: see warnings/w53_specialised_on_application.ml.) *)
let[@specialise] rec iter f = function [] -> () | x :: xs -> f x; iter f xs
let[@specialise] fold f acc l = List.fold_left f acc l
let print_all l = (iter [@specialised]) print_int l
let sum l = (fold [@specialised always]) ( + ) 0 l
let count l = (fold [@specialised never]) (fun n _ -> n + 1) 0 l
