(* Where Match_failure says a failing let is: the whole let when ocamlc types it as a match (one
   binding whose pattern names a constructor, no attribute), else the pattern (not its
   constraint), in expressions, structures and classes. *)
let[@warning "-8"] report f =
  match f () with
  | _ -> print_endline "no failure"
  | exception Match_failure (_, l, c) -> Printf.printf "line %d, column %d\n" l c

let[@warning "-8"] () =
  report (fun () -> let (a, 0) = (1, 1) in a);
  report (fun () -> let Some y = None in y);
  report (fun () -> let (a, 0) : int * int = (1, 1) in a);
  report (fun () -> let Some y = None and z = 1 in y + z);
  report (fun () -> let[@warning "-8"] Some y = None in y);
  report (fun () -> let ([] | [_]) = [1; 2] in 0);
  report (fun () -> let (_, Some y) = (1, None) in y);
  report (fun () -> let [| a |] = [||] in a)

class[@warning "-8"] c () = let (a, 0) = (1, 1) in object method m = a end
let () = report (fun () -> (new c ())#m)
let () = report (fun () -> let module M = struct let[@warning "-8"] (a, 0) = (1, 1) end in M.a)
