type matrix = float array array
let make n m f : matrix = Array.init n (fun i -> Array.init m (fun j -> f i j))
let mul (a : matrix) (b : matrix) : matrix =
  let n = Array.length a and m = Array.length b.(0) and k = Array.length b in
  make n m (fun i j ->
      let s = ref 0. in
      for x = 0 to k - 1 do s := !s +. a.(i).(x) *. b.(x).(j) done;
      !s)
let identity n = make n n (fun i j -> if i = j then 1. else 0.)
let transpose (a : matrix) = make (Array.length a.(0)) (Array.length a) (fun i j -> a.(j).(i))
let a = make 2 3 (fun i j -> float (i + j))
let p = mul a (transpose a)
let trace (m : matrix) = let s = ref 0. in Array.iteri (fun i row -> s := !s +. row.(i)) m; !s
