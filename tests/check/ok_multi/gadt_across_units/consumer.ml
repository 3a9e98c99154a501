let count_to n = Stream.unfold 0 (fun i -> if i >= n then Stream.Done else Stream.Yield (i, i + 1))
let total = Stream.fold ( + ) 0 (count_to 10)
let map f (Stream.State (s, step)) =
  Stream.State (s, fun s -> match step s with Stream.Done -> Stream.Done | Stream.Yield (x, s') -> Stream.Yield (f x, s'))
let strings = Stream.fold (fun acc s -> acc ^ s) "" (map string_of_int (count_to 3))
