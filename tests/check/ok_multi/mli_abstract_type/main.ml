let c = Counter.create ~start:5 ()
let () = Counter.incr c; Counter.incr c
let v = Counter.value c
let make_many n = List.init n (fun i -> Counter.create ~start:i ())
