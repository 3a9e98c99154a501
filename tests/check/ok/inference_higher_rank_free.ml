(* Inference of function types from use: argument order, tuples and records. *)
let apply_twice f x = f (f x)
let on_pairs f (a, b) (c, d) = (f a c, f b d)
let fold_opt f init = function None -> init | Some x -> f init x
let compose3 f g h x = f (g (h x))
let curry f a b = f (a, b)
let uncurry f (a, b) = f a b
let ignore_first _ y = y
let build_ref x = ref [x]
let mk_pair_fn () = fun x -> (x, x)
let nested_opt x = Some (Some x)
let swap_args f = fun y x -> f x y
