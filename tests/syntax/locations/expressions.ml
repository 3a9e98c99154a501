let a = 1 + 2 * 3 - 4 / 5 mod 6
let b = x :: y :: z @ w ^ v
let c = f x y ~l ~m:(g z) ?o ?p:(Some 1)
let d = -1 + - 2 - -x -. -.y +. 3.5 - (-4)
let e = a || b && c or d & e
let f = a := !b; c.(1) <- d.(2); s.[0]; r.field <- 1; r.M.f
let g = if a then b else if c then d else e; if x then y
let h = match x with A -> 1 | B (y, z) when y > z -> 2 | _ -> 3
let i = try f x with Not_found -> 0 | Failure _ as ex -> raise ex
let j = function [] -> 0 | [x] -> 1 | x :: _ -> 2
let k = fun x ?(y = 1) ~z (type a) (w : a) -> x + y
let l = let rec f x = g x and g y = f y in f 1
let m = (x, y, z), [1; 2; 3], [| 4; 5 |], { a = 1; M.b = 2; c }
let n = { r with a = 1 }; (x : int); (y :> t); (z : u :> v)
let o = lazy (assert false); begin () end; begin f x end
let p = for i = 0 to 10 do print i done; while c do f () done
let q = let open M in x; M.(y + z); M.[1]; M.{ a = 1 }
let r = let module N = F (X) in N.x; let exception E of int in E 1
let s = (module M : S); fun x -> (x [@inlined]) [@attr]; (f [@inlined never]) x
let t x y : int = x + y
let u : int -> int = fun x -> x
let v : 'a. 'a -> 'a = fun x -> x
let w : type a b. a -> b -> a = fun x _ -> x
let x = f @@ g @@ h x |> i |> j
let y = a <> b && c == d || e != f && g >= h
let z = "s" ^ {|q|} ^ {id|r|id} ^ String.make 1 'c'
let aa = x.y.z <- (1, 2); !r.f
let ab = Some 1, None, C.D
