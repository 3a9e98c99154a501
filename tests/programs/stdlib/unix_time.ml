(* Unix's clock and calendar: gmtime of fixed instants, localtime and mktime with TZ set to UTC
   through putenv, and the clock's consistency (nothing that depends on when it runs). *)
let show (tm : Unix.tm) =
  Printf.sprintf "%04d-%02d-%02d %02d:%02d:%02d wday=%d yday=%d dst=%b" (tm.tm_year + 1900)
    (tm.tm_mon + 1) tm.tm_mday tm.tm_hour tm.tm_min tm.tm_sec tm.tm_wday tm.tm_yday tm.tm_isdst

let () =
  List.iter
    (fun t -> Printf.printf "gmtime %.1f = %s\n" t (show (Unix.gmtime t)))
    [ 0.; 1e9; 1.5e9; -1.; 86399.9; 951782400. (* 2000-02-29 *); 1234567890.; 2147483647. ]

let () =
  Unix.putenv "TZ" "UTC";
  Printf.printf "localtime 1e9 = %s\n" (show (Unix.localtime 1e9));
  let tm =
    { Unix.tm_sec = 5; tm_min = 4; tm_hour = 3; tm_mday = 2; tm_mon = 0; tm_year = 100;
      tm_wday = 0; tm_yday = 0; tm_isdst = false }
  in
  let t, tm' = Unix.mktime tm in
  Printf.printf "mktime 2000-01-02 03:04:05 = %.1f, %s\n" t (show tm');
  (* out-of-range fields are normalised *)
  let t, tm' = Unix.mktime { tm with tm_mday = 32; tm_hour = 25; tm_min = -1; tm_mon = 11 } in
  Printf.printf "mktime normalised = %.1f, %s\n" t (show tm');
  let t, tm' = Unix.mktime { tm with tm_mon = 13; tm_sec = 70 } in
  Printf.printf "mktime month 13 = %.1f, %s\n" t (show tm')

let () =
  let t = Unix.time () and g = Unix.gettimeofday () in
  Printf.printf "time is integral: %b\n" (Float.of_int (int_of_float t) = t || t > 2e9);
  Printf.printf "time after 2020: %b\n" (t > 1.58e9);
  Printf.printf "gettimeofday near time: %b\n" (Float.abs (g -. t) < 5.);
  Unix.sleepf 0.02;
  Unix.sleep 0;
  let g' = Unix.gettimeofday () in
  Printf.printf "slept: %b\n" (g' -. g >= 0.015);
  let tms = Unix.times () in
  Printf.printf "times non-negative: %b\n" (tms.Unix.tms_utime >= 0. && tms.tms_stime >= 0.)
