(* Unix errors: every constructor's message (strerror's), Unix_error as Printexc prints it,
   and the errors the file system gives. *)
let all =
  Unix.[ E2BIG; EACCES; EAGAIN; EBADF; EBUSY; ECHILD; EDEADLK; EDOM; EEXIST; EFAULT; EFBIG;
         EINTR; EINVAL; EIO; EISDIR; EMFILE; EMLINK; ENAMETOOLONG; ENFILE; ENODEV; ENOENT;
         ENOEXEC; ENOLCK; ENOMEM; ENOSPC; ENOSYS; ENOTDIR; ENOTEMPTY; ENOTTY; ENXIO; EPERM;
         EPIPE; ERANGE; EROFS; ESPIPE; ESRCH; EXDEV; EWOULDBLOCK; EINPROGRESS; EALREADY;
         ENOTSOCK; EDESTADDRREQ; EMSGSIZE; EPROTOTYPE; ENOPROTOOPT; EPROTONOSUPPORT;
         ESOCKTNOSUPPORT; EOPNOTSUPP; EPFNOSUPPORT; EAFNOSUPPORT; EADDRINUSE; EADDRNOTAVAIL;
         ENETDOWN; ENETUNREACH; ENETRESET; ECONNABORTED; ECONNRESET; ENOBUFS; EISCONN;
         ENOTCONN; ESHUTDOWN; ETOOMANYREFS; ETIMEDOUT; ECONNREFUSED; EHOSTDOWN; EHOSTUNREACH;
         ELOOP; EOVERFLOW; EUNKNOWNERR 2; EUNKNOWNERR 99999 ]

let show e = Printexc.to_string (Unix.Unix_error (e, "f", "arg"))

let () =
  List.iter (fun e -> Printf.printf "%s: %s\n" (show e) (Unix.error_message e)) all

let attempt name f =
  match f () with
  | () -> Printf.printf "%s: ok\n" name
  | exception (Unix.Unix_error (e, fn, arg) as exn) ->
      Printf.printf "%s: %s (%s) [%s, %s]\n" name (Printexc.to_string exn)
        (Unix.error_message e) fn arg

let () =
  attempt "stat" (fun () -> ignore (Unix.stat "no_such_file.txt"));
  attempt "lstat" (fun () -> ignore (Unix.lstat "no_such_dir/x"));
  attempt "unlink" (fun () -> Unix.unlink "no_such_file.txt");
  attempt "rmdir" (fun () -> Unix.rmdir "no_such_dir");
  attempt "opendir" (fun () -> ignore (Unix.opendir "no_such_dir"));
  attempt "openfile" (fun () -> ignore (Unix.openfile "no_such_dir/f" [ Unix.O_RDONLY ] 0));
  attempt "rename" (fun () -> Unix.rename "no_such_file.txt" "other.txt");
  attempt "access" (fun () -> Unix.access "no_such_file.txt" [ Unix.F_OK ]);
  attempt "readlink" (fun () -> ignore (Unix.readlink "no_such_file.txt"));
  attempt "chmod" (fun () -> Unix.chmod "no_such_file.txt" 0o644);
  attempt "mkdir" (fun () -> Unix.mkdir "." 0o755);
  attempt "stat dir" (fun () -> ignore (Unix.stat "."));
  (match Unix.getenv "FLAMBE_SURELY_UNSET_VARIABLE" with
   | _ -> print_endline "getenv: found"
   | exception Not_found -> print_endline "getenv: Not_found");
  match Unix.stat "no_such_file.txt" with
  | _ -> ()
  | exception Unix.Unix_error (Unix.ENOENT, "stat", "no_such_file.txt") -> print_endline "matched ENOENT"
