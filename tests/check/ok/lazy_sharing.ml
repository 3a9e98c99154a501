let counter = ref 0
let l = lazy (incr counter; !counter * 10)
let a = Lazy.force l
let b = Lazy.force l
let forced_once = !counter = 1 && a = b
let lazies = List.init 3 (fun i -> lazy (i * i))
let total = List.fold_left (fun acc x -> acc + Lazy.force x) 0 lazies
let mapped = Lazy.map (fun x -> x + 1) l
let raises = lazy (failwith "boom")
let caught = try Lazy.force raises with Failure m -> String.length m
