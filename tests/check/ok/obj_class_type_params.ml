class ['a] stack = object
  val mutable items : 'a list = []
  method push x = items <- x :: items
  method pop = match items with x :: r -> items <- r; Some x | [] -> None
  method size = List.length items
end
let s = new stack
let () = s#push 1
let f (s : int stack) = s#size
let g (s : 'a #stack) = s#pop
class ['a, 'b] pair (a : 'a) (b : 'b) = object method fst = a method snd = b end
class int_stack = object inherit [int] stack method total = List.fold_left (+) 0 items end
