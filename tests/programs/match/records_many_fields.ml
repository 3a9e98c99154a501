type r = { a : int; b : string; c : bool; d : float; e : int list; f : char; g : int option; h : int * int }
let describe = function
  | { a = 0; c = true; _ } -> "a zero and c"
  | { b = "special"; _ } -> "special b"
  | { e = [ x; y ]; f = 'z'; _ } -> Printf.sprintf "two elements %d %d with z" x y
  | { g = Some n; h = (p, q); _ } when n = p + q -> "g is the sum of h"
  | { d; a; _ } when d > float_of_int a -> "d exceeds a"
  | { a; b; c; d; e; f; g; h = (p, q) } ->
    Printf.sprintf "a=%d b=%s c=%b d=%g e=%d f=%c g=%s h=(%d,%d)" a b c d (List.length e) f
      (match g with None -> "none" | Some n -> string_of_int n) p q
let base = { a = 1; b = "x"; c = false; d = 0.5; e = []; f = 'a'; g = None; h = (0, 0) }
let () =
  List.iter (fun r -> print_endline (describe r))
    [ { base with a = 0; c = true }; { base with b = "special" }; { base with e = [ 4; 5 ]; f = 'z' };
      { base with g = Some 7; h = (3, 4) }; { base with d = 9.5 }; base; { base with a = 0 } ]
