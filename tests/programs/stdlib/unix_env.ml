(* Unix's environment and process identity. *)
let () =
  Unix.putenv "FLAMBE_UNIX_TEST" "some value";
  Printf.printf "getenv: %s\n" (Unix.getenv "FLAMBE_UNIX_TEST");
  Printf.printf "Sys.getenv: %s\n" (Sys.getenv "FLAMBE_UNIX_TEST");
  Printf.printf "in environment: %b\n"
    (Array.mem "FLAMBE_UNIX_TEST=some value" (Unix.environment ()));
  Unix.putenv "FLAMBE_UNIX_TEST" "";
  Printf.printf "emptied: %S\n" (Unix.getenv "FLAMBE_UNIX_TEST");
  (match Unix.getenv "FLAMBE_UNIX_UNSET" with
   | _ -> print_endline "unset: found"
   | exception Not_found -> print_endline "unset: Not_found");
  Printf.printf "pid positive and stable: %b\n" (Unix.getpid () > 0 && Unix.getpid () = Unix.getpid ());
  Printf.printf "ppid positive: %b\n" (Unix.getppid () > 0);
  Printf.printf "uid: %b\n" (Unix.getuid () >= 0 && Unix.geteuid () >= 0 && Unix.getgid () >= 0);
  Printf.printf "getcwd absolute: %b\n" (Filename.is_relative (Unix.getcwd ()) = false);
  Printf.printf "getcwd is Sys.getcwd: %b\n" (Unix.getcwd () = Sys.getcwd ());
  Printf.printf "stdin/stdout/stderr distinct: %b\n"
    (Unix.stdin <> Unix.stdout && Unix.stdout <> Unix.stderr);
  Printf.printf "descr_of_out_channel stdout: %b\n" (Unix.descr_of_out_channel stdout = Unix.stdout);
  Printf.printf "inet_addr_any is not inet6: %b\n" (not (Unix.is_inet6_addr Unix.inet_addr_any));
  Printf.printf "inet6_addr_any is inet6: %b\n" (Unix.is_inet6_addr Unix.inet6_addr_any)
