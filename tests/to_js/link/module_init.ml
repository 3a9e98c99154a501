(* Effects of the library's initialisation that a program sees: Stdlib's at_exit flushing
   standard output, an exception defined by the library, the user's own at_exit. *)
let () = at_exit (fun () -> print_string " and at exit")
let () = print_string "no newline";
  (try ignore (Hashtbl.find (Hashtbl.create 1) 0) with Not_found -> print_string ", Not_found");
  (try Stack.pop (Stack.create ()) with Stack.Empty -> print_string ", Stack.Empty")
