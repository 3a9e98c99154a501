(* OCAMLRUNPARAM=b, no Printexc: the runtime's own report prints the backtrace. *)
exception Deep of int
let rec depth n = if n = 0 then 0 else 1 + depth (n - 1)
let check x = if x > 10 then raise (Deep x) else x
let run x = check (x * 3) + 1
(* Deep enough to need the large stack: the backtrace's lines must still be found. *)
let () = print_int (depth 200_000); print_newline ()
let () = print_int (run 2); print_newline ()
let () = print_int (run 5 + 1)
