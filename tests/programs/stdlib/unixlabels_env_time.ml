(* UnixLabels' environment, process identity and clock: the values UnixLabels gives and Unix's
   agree, gmtime of fixed instants, localtime and mktime with TZ set to UTC (nothing printed
   depends on the machine or on when it runs). *)
let show (tm : UnixLabels.tm) =
  Printf.sprintf "%04d-%02d-%02d %02d:%02d:%02d wday=%d yday=%d dst=%b" (tm.tm_year + 1900)
    (tm.tm_mon + 1) tm.tm_mday tm.tm_hour tm.tm_min tm.tm_sec tm.tm_wday tm.tm_yday tm.tm_isdst

let () =
  UnixLabels.putenv "FLAMBE_UNIXLABELS_VAR" "some value";
  Printf.printf "getenv: %S\n" (UnixLabels.getenv "FLAMBE_UNIXLABELS_VAR");
  Printf.printf "Unix.getenv: %S, Sys.getenv: %S\n" (Unix.getenv "FLAMBE_UNIXLABELS_VAR")
    (Sys.getenv "FLAMBE_UNIXLABELS_VAR");
  Printf.printf "unsafe_getenv: %S\n" (UnixLabels.unsafe_getenv "FLAMBE_UNIXLABELS_VAR");
  let has env = Array.mem "FLAMBE_UNIXLABELS_VAR=some value" env in
  Printf.printf "in environment: %b %b\n" (has (UnixLabels.environment ()))
    (has (UnixLabels.unsafe_environment ()));
  Unix.putenv "FLAMBE_UNIXLABELS_VAR" "changed";
  Printf.printf "after Unix.putenv: %S\n" (UnixLabels.getenv "FLAMBE_UNIXLABELS_VAR");
  (match UnixLabels.getenv "FLAMBE_UNIXLABELS_NO_SUCH_VAR" with
   | s -> Printf.printf "unexpected %S\n" s
   | exception Not_found -> print_endline "getenv missing: Not_found");
  Printf.printf "pid agrees: %b, ppid agrees: %b\n" (UnixLabels.getpid () = Unix.getpid ())
    (UnixLabels.getppid () = Unix.getppid ());
  Printf.printf "uid agrees: %b %b, gid agrees: %b %b\n" (UnixLabels.getuid () = Unix.getuid ())
    (UnixLabels.geteuid () = Unix.geteuid ()) (UnixLabels.getgid () = Unix.getgid ())
    (UnixLabels.getegid () = Unix.getegid ());
  Printf.printf "groups agree: %b\n" (UnixLabels.getgroups () = Unix.getgroups ());
  Printf.printf "hostname agrees: %b\n" (UnixLabels.gethostname () = Unix.gethostname ());
  let old = UnixLabels.umask 0o027 in
  Printf.printf "umask set: %o\n" (Unix.umask old);
  Printf.printf "umask restored: %b\n" (UnixLabels.umask old = old);
  (* the working directory *)
  let cwd = UnixLabels.getcwd () in
  let tmp = UnixLabels.realpath (Filename.get_temp_dir_name ()) in
  UnixLabels.chdir tmp;
  Printf.printf "chdir: %b\n" (Unix.getcwd () = tmp && UnixLabels.realpath "." = tmp);
  Unix.chdir cwd;
  Printf.printf "back: %b\n" (UnixLabels.getcwd () = cwd)

let () =
  List.iter
    (fun t -> Printf.printf "gmtime %.1f = %s\n" t (show (UnixLabels.gmtime t)))
    [ 0.; 1e9; 951782400. (* 2000-02-29 *); 1234567890.; 2147483647.; -86400. ];
  Printf.printf "gmtime agrees: %b\n" (UnixLabels.gmtime 1.5e9 = Unix.gmtime 1.5e9)

let () =
  UnixLabels.putenv "TZ" "UTC";
  Printf.printf "localtime 1e9 = %s\n" (show (UnixLabels.localtime 1e9));
  let tm =
    { UnixLabels.tm_sec = 5; tm_min = 4; tm_hour = 3; tm_mday = 2; tm_mon = 0; tm_year = 100;
      tm_wday = 0; tm_yday = 0; tm_isdst = false }
  in
  let t, tm' = UnixLabels.mktime tm in
  Printf.printf "mktime 2000-01-02 03:04:05 = %.1f, %s\n" t (show tm');
  (* a record of UnixLabels given to Unix, and out-of-range fields normalised *)
  let t, tm' = Unix.mktime { tm with tm_mday = 32; tm_hour = 25; tm_min = -1; tm_mon = 11 } in
  Printf.printf "Unix.mktime normalised = %.1f, %s\n" t (show tm');
  let t, tm' = UnixLabels.mktime { tm with Unix.tm_mon = 13; tm_sec = 70 } in
  Printf.printf "mktime month 13 = %.1f, %s\n" t (show tm');
  Printf.printf "round trip: %b\n" (fst (UnixLabels.mktime (UnixLabels.gmtime 1234567890.)) = 1234567890.)

let () =
  let t = UnixLabels.time () and g = UnixLabels.gettimeofday () in
  Printf.printf "time after 2020: %b\n" (t > 1.58e9);
  Printf.printf "gettimeofday near time: %b\n" (Float.abs (g -. t) < 5.);
  Printf.printf "near Unix.time: %b\n" (Float.abs (Unix.time () -. t) < 5.);
  UnixLabels.sleepf 0.02;
  UnixLabels.sleep 0;
  Printf.printf "slept: %b\n" (UnixLabels.gettimeofday () -. g >= 0.015);
  let tms = UnixLabels.times () in
  Printf.printf "times non-negative: %b\n" (tms.UnixLabels.tms_utime >= 0. && tms.Unix.tms_stime >= 0.)
