(* An exception escaping the program: at_exit functions run, the channels
   are flushed, registered printers are used, the exit code is 2. *)
exception Custom of string
let () =
  Printexc.register_printer (function Custom s -> Some ("custom printer: " ^ s) | _ -> None);
  at_exit (fun () -> print_endline "at_exit ran");
  print_string "unflushed output, ";
  if Array.length Sys.argv > 5 then exit 3;
  raise (Custom "boom")
