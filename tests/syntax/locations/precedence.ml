let p1 = a + b * c - d / e mod f ** g ** h
let p2 = a :: b :: c @ d @ e ^ f
let p3 = a = b || c < d && e > f or g & h
let p4 = a |> f |> g @@ h @@ i
let p5 = a := b := c || d
let p6 = a, b + c, d :: e
let p7 = -a * b, - a ** b, -.a +. b, - f x, f (-x) - y
let p8 = !a.b.c, !a.(0), f !x.y ~-z
let p9 = a lsl b lsr c asr d * e land f lor g lxor h
let p10 = if a then b else c + d; e
let p11 = if a then b; c
let p12 = match a with b -> c; d | e -> f
let p13 = a; let b = c in d; e
let p14 = fun x -> x + 1, 2
let p15 = c.f <- d; e.(0) <- f, g; s.[1] <- c
let p16 = x +. y *. z -. w /. v
let p17 = a == b != c <> d <= e >= f
let p18 = a $ b $$ c %% d +! e -! f *! g
let p19 = lazy (f x), assert (f x), lazy x
let p20 = Some x :: l, C (a, b) :: l, A.B.C x
let p21 = f x y [@a] + g z [@b] @ h [@c]
let p22 = -1 - -1 - - 1 - -1.5 -. -.2.5
let p23 = f ~x:(-1) ?y:z ~z:1.5
let p24 = a || b || c && d && e
let p25 = try a with _ -> b; c
let p26 = function x -> y | z -> w; v
let p27 = x.f.g <- y.h
let p28 = (a, b) :: (c, d) :: []
let p29 = f (g x) (h y z) @@ fun a b -> a b
let p30 = let open M in a + b, c
