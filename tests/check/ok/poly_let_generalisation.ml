(* let-polymorphism: a let-bound function is used at several types. *)
let id x = x
let pair = (id 1, id "one", id [true])
let const x _ = x
let k = (const 1 "a", const "b" 2)
let compose f g x = f (g x)
let twice f = compose f f
let t1 = twice succ 0
let t2 = twice (fun s -> s ^ "!") ""
let map_pair f (a, b) = (f a, f b)
let m = map_pair List.length ([1], [2; 3])
let poly_in_body () =
  let wrap x = [x] in
  (wrap 1, wrap 'c')
let flip f a b = f b a
