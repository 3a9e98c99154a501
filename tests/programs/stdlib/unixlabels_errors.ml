(* UnixLabels and Unix share their exception and their types: an error raised by one is caught
   under the other's name, and values (constructors, records, descriptors, addresses) flow
   between the two modules. *)
let () =
  (match Unix.mkdir "/" 0o777 with
   | () -> print_endline "no error"
   | exception UnixLabels.Unix_error (e, f, a) ->
       Printf.printf "caught as UnixLabels: %s %S %S (EEXIST: %b)\n" (UnixLabels.error_message e) f a
         (e = UnixLabels.EEXIST));
  (match UnixLabels.mkdir "/" ~perm:0o777 with
   | () -> print_endline "no error"
   | exception Unix.Unix_error (Unix.EEXIST, f, a) -> Printf.printf "caught as Unix: EEXIST %S %S\n" f a);
  (match UnixLabels.stat "/no/such/file" with
   | _ -> print_endline "no error"
   | exception e -> Printf.printf "Printexc: %s\n" (Printexc.to_string e));
  (match UnixLabels.openfile "/no/such/dir/x" ~mode:[ O_RDONLY ] ~perm:0 with
   | _ -> print_endline "no error"
   | exception (Unix.Unix_error (e, _, _) as exn) ->
       Printf.printf "same exception: %b, %s\n"
         (match exn with UnixLabels.Unix_error _ -> true | _ -> false)
         (Unix.error_message e));
  (* raised under one name, caught under the other *)
  (try raise (UnixLabels.Unix_error (UnixLabels.ENOENT, "labelled", "x")) with
   | Unix.Unix_error (Unix.ENOENT, f, a) -> Printf.printf "raised by hand: %s %s\n" f a);
  print_endline (Printexc.to_string (UnixLabels.Unix_error (EUNKNOWNERR 12345, "f", "")));
  (* error_message of both modules on the same constructors *)
  List.iter
    (fun e -> Printf.printf "%s | %s\n" (UnixLabels.error_message e) (Unix.error_message e))
    [ UnixLabels.EACCES; Unix.ENOTDIR; UnixLabels.EINVAL; Unix.EPIPE; UnixLabels.ENOSYS ];
  (* handle_unix_error passes the result through *)
  Printf.printf "handle_unix_error: %d\n" (UnixLabels.handle_unix_error (fun x -> x + 1) 41)

(* values of one module given to the other's functions *)
let kind_name : Unix.file_kind -> string = function
  | UnixLabels.S_REG -> "regular" | Unix.S_DIR -> "directory" | _ -> "other"

let size_of (st : UnixLabels.stats) = st.Unix.st_size

let () =
  let st : Unix.stats = UnixLabels.stat "." in
  Printf.printf "stat . : %s, %s\n" (kind_name st.UnixLabels.st_kind) (kind_name st.st_kind);
  let lst : UnixLabels.LargeFile.stats = Unix.LargeFile.stat "." in
  Printf.printf "LargeFile kinds agree: %b\n" (lst.st_kind = st.st_kind && lst.UnixLabels.LargeFile.st_perm = st.st_perm);
  let flags : UnixLabels.open_flag list = [ Unix.O_RDONLY; UnixLabels.O_CLOEXEC ] in
  let dir = Filename.concat (Filename.get_temp_dir_name ()) (Printf.sprintf "flambe_ul_err_%d" (Unix.getpid ())) in
  Unix.mkdir dir 0o755;
  let file = Filename.concat dir "f" in
  let oc = open_out file in
  output_string oc "0123456789";
  close_out oc;
  let fd : Unix.file_descr = UnixLabels.openfile file ~mode:flags ~perm:0 in
  Printf.printf "size through both: %d %d\n" (size_of (Unix.fstat fd)) (UnixLabels.fstat fd).Unix.st_size;
  Printf.printf "lseek: %d %d\n" (Unix.lseek fd 3 UnixLabels.SEEK_SET) (UnixLabels.lseek fd 2 ~mode:Unix.SEEK_CUR);
  let buf = Bytes.create 4 in
  let n = Unix.read fd buf 0 4 in
  Printf.printf "read %S\n" (Bytes.sub_string buf 0 n);
  UnixLabels.close fd;
  (match Unix.close fd with () -> () | exception UnixLabels.Unix_error (EBADF, f, _) -> Printf.printf "EBADF from %s\n" f);
  Printf.printf "std descriptors equal: %b %b %b\n" (Unix.stdin = UnixLabels.stdin)
    (Unix.stdout = UnixLabels.stdout) (UnixLabels.stderr = Unix.stderr);
  UnixLabels.unlink file;
  Unix.rmdir dir;
  (* Internet addresses and socket addresses *)
  let a = UnixLabels.inet_addr_of_string "192.168.1.20" in
  Printf.printf "inet: %s %s, inet6 %b\n" (Unix.string_of_inet_addr a)
    (UnixLabels.string_of_inet_addr Unix.inet_addr_loopback) (UnixLabels.is_inet6_addr a);
  let sa : UnixLabels.sockaddr = Unix.ADDR_INET (a, 80) in
  let domain = function UnixLabels.PF_UNIX -> "PF_UNIX" | Unix.PF_INET -> "PF_INET" | PF_INET6 -> "PF_INET6" in
  Printf.printf "domains: %s %s %s\n" (domain (UnixLabels.domain_of_sockaddr sa))
    (domain (Unix.domain_of_sockaddr (UnixLabels.ADDR_UNIX "/sock")))
    (domain (UnixLabels.domain_of_sockaddr (ADDR_INET (UnixLabels.inet6_addr_any, 0))));
  (* a process status and a tm record built with one module's names, read with the other's *)
  let describe = function
    | Unix.WEXITED n -> Printf.sprintf "exited %d" n
    | UnixLabels.WSIGNALED n -> Printf.sprintf "signaled %d" n
    | WSTOPPED n -> Printf.sprintf "stopped %d" n
  in
  print_endline (String.concat ", " (List.map describe [ UnixLabels.WEXITED 3; Unix.WSIGNALED 9 ]));
  let tm = { UnixLabels.tm_sec = 1; tm_min = 2; tm_hour = 3; tm_mday = 4; tm_mon = 5; tm_year = 106;
             tm_wday = 0; tm_yday = 0; tm_isdst = false } in
  Printf.printf "tm: %d-%d-%d %b\n" tm.Unix.tm_year tm.tm_mon tm.UnixLabels.tm_mday (tm = { tm with Unix.tm_sec = 1 })
