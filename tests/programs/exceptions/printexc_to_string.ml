exception A
exception B of int
exception C of string * float
exception D of int list
exception E of { x : int; y : string }
module M = struct exception Inner of bool end
let () =
  List.iter (fun e -> print_endline (Printexc.to_string e))
    [ A; B 3; B (-3); C ("s", 1.5); D [ 1; 2 ]; E { x = 1; y = "y" }; M.Inner true; Not_found; Exit; Failure "f"; Invalid_argument "i";
      Division_by_zero; End_of_file; Stack_overflow; Out_of_memory; Sys_error "e"; Match_failure ("f.ml", 1, 2); Assert_failure ("g.ml", 3, 4);
      Undefined_recursive_module ("h.ml", 5, 6) ]
let () = Printexc.register_printer (function B n -> Some (Printf.sprintf "B with %d" n) | _ -> None)
let () = print_endline (Printexc.to_string (B 42)); print_endline (Printexc.to_string A)
