(* pattern matrices whose compilation must pick columns carefully; every input of each
   finite domain is enumerated *)
let f = function
  | (_, false, true) -> 1
  | (false, true, _) -> 2
  | (_, _, false) -> 3
  | (_, _, true) -> 4
type t = A | B | C
let g = function
  | (A, _, A) -> "a_a"
  | (_, B, _) -> "_b_"
  | (C, _, C) -> "c_c"
  | (A, (A | C), (B | C)) -> "a(ac)(bc)"
  | (B, _, _) -> "b__"
  | (C, _, (A | B)) -> "c_(ab)"
let h l1 l2 = match l1, l2 with
  | [], _ -> "first empty"
  | _, [] -> "second empty"
  | [ _ ], [ _ ] -> "both singletons"
  | _ :: _ :: _, [ _ ] -> "long and singleton"
  | [ _ ], _ :: _ :: _ -> "singleton and long"
  | _ -> "both long"
let () =
  List.iter (fun a -> List.iter (fun b -> List.iter (fun c -> Printf.printf "(%b,%b,%b) -> %d\n" a b c (f (a, b, c))) [ false; true ]) [ false; true ]) [ false; true ];
  let all = [ A; B; C ] and name = function A -> "A" | B -> "B" | C -> "C" in
  List.iter (fun x -> List.iter (fun y -> List.iter (fun z -> Printf.printf "%s%s%s:%s " (name x) (name y) (name z) (g (x, y, z))) all) all; print_newline ()) all;
  let ls = [ []; [ 1 ]; [ 1; 2 ] ] in
  List.iter (fun a -> List.iter (fun b -> Printf.printf "%d,%d: %s\n" (List.length a) (List.length b) (h a b)) ls) ls
