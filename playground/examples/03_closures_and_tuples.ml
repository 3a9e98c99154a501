(* What inlining leaves behind, and how Simplify cleans it up.

   [add_twice]: a local closure [add] captures [x]; inlined at its call,
   the read of [x] from the closure's environment is [x] itself, and no
   closure is allocated.

   [sum_pair]: a tuple built and at once taken apart; the projections are
   the components, and the tuple goes.

   [incr_all]: where it is inlined (below), [map_list] applied to the
   known function [succ] gets a copy specialised to it, in which the call
   to [succ] is direct and inlined (look for the second [map_list] in the
   IR after round 0). *)

let add_twice x =
  let add y = x + y in
  add x

let sum_pair x =
  let t = (x, x * 3) in
  let a, b = t in
  a + b

let rec map_list f = function
  | [] -> []
  | h :: t -> f h :: map_list f t

let incr_all l = map_list succ l

let () =
  Printf.printf "%d %d\n" (add_twice 20) (sum_pair 5);
  List.iter (Printf.printf "%d ") (incr_all [ 1; 2; 3 ]);
  print_newline ()
