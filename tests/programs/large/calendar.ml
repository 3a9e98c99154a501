(* Calendar computations: leap years, days in months, day of the week (Zeller and a day
   count since an epoch, cross-checked), days between dates, adding days, ISO week numbers,
   Easter dates, and printing month calendars. *)
type date = { y : int; m : int; d : int }

let is_leap y = (y mod 4 = 0 && y mod 100 <> 0) || y mod 400 = 0
let days_in_month y m = match m with
  | 1 | 3 | 5 | 7 | 8 | 10 | 12 -> 31
  | 4 | 6 | 9 | 11 -> 30
  | 2 -> if is_leap y then 29 else 28
  | _ -> invalid_arg "month"

let valid { y; m; d } = m >= 1 && m <= 12 && d >= 1 && d <= days_in_month y m

let day_names = [| "Monday"; "Tuesday"; "Wednesday"; "Thursday"; "Friday"; "Saturday"; "Sunday" |]
let month_names = [| "January"; "February"; "March"; "April"; "May"; "June"; "July"; "August"; "September"; "October"; "November"; "December" |]

(* days since 0001-01-01 (proleptic Gregorian), which was a Monday *)
let to_days { y; m; d } =
  let y' = y - 1 in
  let days = y' * 365 + y' / 4 - y' / 100 + y' / 400 in
  let days = ref days in
  for k = 1 to m - 1 do days := !days + days_in_month y k done;
  !days + d - 1

let of_days n =
  let y = ref (n / 366 + 1) in
  while to_days { y = !y + 1; m = 1; d = 1 } <= n do incr y done;
  let m = ref 1 in
  while to_days { y = !y; m = !m + 1; d = 1 } <= n && !m < 12 do incr m done;
  { y = !y; m = !m; d = n - to_days { y = !y; m = !m; d = 1 } + 1 }

let weekday date = to_days date mod 7 (* 0 = Monday *)

let zeller { y; m; d } =
  let m', y' = if m < 3 then (m + 12, y - 1) else (m, y) in
  let k = y' mod 100 and j = y' / 100 in
  let h = (d + (13 * (m' + 1)) / 5 + k + k / 4 + j / 4 + 5 * j) mod 7 in
  (h + 5) mod 7 (* convert Saturday = 0 to Monday = 0 *)

let add_days date n = of_days (to_days date + n)
let show { y; m; d } = Printf.sprintf "%04d-%02d-%02d" y m d

let iso_week date =
  let wd = weekday date in
  let thursday = add_days date (3 - wd) in
  let jan1 = { y = thursday.y; m = 1; d = 1 } in
  (thursday.y, (to_days thursday - to_days jan1) / 7 + 1)

let easter y =
  let a = y mod 19 and b = y / 100 and c = y mod 100 in
  let d = b / 4 and e = b mod 4 and f = (b + 8) / 25 in
  let g = (b - f + 1) / 3 in
  let h = (19 * a + b - d - g + 15) mod 30 in
  let i = c / 4 and k = c mod 4 in
  let l = (32 + 2 * e + 2 * i - h - k) mod 7 in
  let m = (a + 11 * h + 22 * l) / 451 in
  let month = (h + l - 7 * m + 114) / 31 and day = (h + l - 7 * m + 114) mod 31 + 1 in
  { y; m = month; d = day }

let print_month y m =
  Printf.printf "%s %d\n" month_names.(m - 1) y;
  print_endline "Mo Tu We Th Fr Sa Su";
  let first = weekday { y; m; d = 1 } in
  print_string (String.make (3 * first) ' ');
  for d = 1 to days_in_month y m do
    Printf.printf "%2d" d;
    if (first + d) mod 7 = 0 then print_newline () else print_char ' '
  done;
  if (first + days_in_month y m) mod 7 <> 0 then print_newline ()

let () =
  List.iter (fun y -> Printf.printf "%d leap: %b\n" y (is_leap y)) [ 1900; 2000; 2023; 2024; 2100 ];
  let dates = [ { y = 1969; m = 7; d = 20 }; { y = 2000; m = 1; d = 1 }; { y = 2024; m = 2; d = 29 }; { y = 1996; m = 12; d = 19 }; { y = 2038; m = 1; d = 19 } ] in
  List.iter (fun dt ->
    let w1 = weekday dt and w2 = zeller dt in
    let iy, iw = iso_week dt in
    Printf.printf "%s is a %s (zeller agrees: %b), day %d, ISO week %d-W%02d\n" (show dt) day_names.(w1) (w1 = w2) (to_days dt) iy iw) dates;
  let a = { y = 1970; m = 1; d = 1 } and b = { y = 2024; m = 6; d = 15 } in
  Printf.printf "days from %s to %s: %d\n" (show a) (show b) (to_days b - to_days a);
  List.iter (fun n -> Printf.printf "%s + %d days = %s\n" (show a) n (show (add_days a n))) [ 0; 31; 59; 365; 10000; 19723 ];
  Printf.printf "round trip ok: %b\n" (List.for_all (fun n -> to_days (of_days n) = n) (List.init 400 (fun i -> 730000 + i * 37)));
  Printf.printf "valid: %b %b %b\n" (valid { y = 2023; m = 2; d = 29 }) (valid { y = 2024; m = 2; d = 29 }) (valid { y = 2024; m = 13; d = 1 });
  Printf.printf "easter: %s\n" (String.concat " " (List.map (fun y -> show (easter y)) [ 2000; 2019; 2024; 2025; 2038 ]));
  let fridays = List.filter (fun m -> weekday { y = 2026; m; d = 13 } = 4) (List.init 12 (fun i -> i + 1)) in
  Printf.printf "Friday the 13th in 2026: %s\n" (String.concat ", " (List.map (fun m -> month_names.(m - 1)) fridays));
  print_month 2024 2;
  print_month 2026 11

(* working days between two dates (Monday to Friday, excluding listed holidays), and the
   difference between two dates in years, months and days *)
let working_days a b holidays =
  let n = ref 0 in
  for k = to_days a to to_days b - 1 do
    let dt = of_days k in
    if k mod 7 < 5 && not (List.mem dt holidays) then incr n
  done;
  !n

let difference a b =
  let years = ref (b.y - a.y) and months = ref (b.m - a.m) and days = ref (b.d - a.d) in
  if !days < 0 then begin
    decr months;
    (* borrow the length of the starting month, so that a month is counted from a's day *)
    days := !days + days_in_month a.y a.m
  end;
  if !months < 0 then (decr years; months := !months + 12);
  (!years, !months, !days)

let () =
  let holidays = [ { y = 2024; m = 12; d = 25 }; { y = 2024; m = 12; d = 26 }; { y = 2025; m = 1; d = 1 } ] in
  Printf.printf "working days in December 2024: %d\n" (working_days { y = 2024; m = 12; d = 1 } { y = 2025; m = 1; d = 1 } holidays);
  Printf.printf "working days in 2025 Q1: %d\n" (working_days { y = 2025; m = 1; d = 1 } { y = 2025; m = 4; d = 1 } holidays);
  List.iter (fun (a, b) -> let y, m, d = difference a b in Printf.printf "%s .. %s: %d years, %d months, %d days\n" (show a) (show b) y m d)
    [ ({ y = 1990; m = 5; d = 17 }, { y = 2024; m = 3; d = 2 }); ({ y = 2024; m = 1; d = 31 }, { y = 2024; m = 3; d = 1 }); ({ y = 2000; m = 2; d = 29 }, { y = 2024; m = 2; d = 28 }) ]
