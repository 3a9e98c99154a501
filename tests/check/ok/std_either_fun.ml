let split l = List.partition_map (fun x -> if x >= 0 then Either.Left x else Either.Right (-x)) l
let (pos, neg) = split [1; -2; 3]
let e : (int, string) Either.t = Either.Left 1
let name = Either.fold ~left:string_of_int ~right:Fun.id e
let is_left = Either.is_left e
let swapped = Fun.flip ( - ) 1 10
let konst = Fun.const 3 "ignored"
let negated = Fun.negate (fun x -> x > 0) 5
let protected = Fun.protect ~finally:(fun () -> ()) (fun () -> 42)
let same = Fun.id 7
