let o = object method id : 'a. 'a -> 'a = fun x -> x end
let () = Printf.printf "%d %s\n" (o#id 1) (o#id "a")
class c = object method id : 'a. 'a -> 'a = fun x -> x method pair : 'a 'b. 'a -> 'b -> 'a * 'b = fun a b -> (a, b) end
let () = let x = new c in let (a, b) = x#pair 1 "z" in Printf.printf "%d %s %b\n" a b (x#id true)
let f (x : < id : 'a. 'a -> 'a >) = x#id 3, x#id 'c'
