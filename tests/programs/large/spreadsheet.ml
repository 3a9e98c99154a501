(* A spreadsheet evaluator: cells hold numbers, text or formulas referring to other cells
   and ranges (SUM, MAX, AVG); formulas are parsed, dependencies are ordered topologically,
   cycles are reported, and the sheet is printed with Format. *)
type expr =
  | Num of float
  | Ref of string
  | Range of string * string * string (* function, from, to *)
  | Bin of char * expr * expr

type cell = Empty | Number of float | Text of string | Formula of expr

type visit = Visiting | Done

exception Bad_formula of string

let col_of name = Char.code name.[0] - 65
let row_of name = int_of_string (String.sub name 1 (String.length name - 1))
let name_of c r = Printf.sprintf "%c%d" (Char.chr (65 + c)) r

let parse_formula s =
  let s = String.concat "" (String.split_on_char ' ' s) in
  let n = String.length s in
  let pos = ref 0 in
  let peek () = if !pos < n then s.[!pos] else '\000' in
  let ident () =
    let start = !pos in
    while !pos < n && (match s.[!pos] with 'A' .. 'Z' | '0' .. '9' | '.' -> true | _ -> false) do incr pos done;
    String.sub s start (!pos - start) in
  let rec expr () =
    let l = ref (term ()) in
    while peek () = '+' || peek () = '-' do let op = peek () in incr pos; l := Bin (op, !l, term ()) done;
    !l
  and term () =
    let l = ref (atom ()) in
    while peek () = '*' || peek () = '/' do let op = peek () in incr pos; l := Bin (op, !l, atom ()) done;
    !l
  and atom () =
    if peek () = '(' then (incr pos; let e = expr () in if peek () <> ')' then raise (Bad_formula s); incr pos; e)
    else
      let id = ident () in
      if id = "" then raise (Bad_formula s)
      else if peek () = '(' then begin
        incr pos;
        let a = ident () in
        if peek () <> ':' then raise (Bad_formula s);
        incr pos;
        let b = ident () in
        if peek () <> ')' then raise (Bad_formula s);
        incr pos;
        Range (id, a, b)
      end
      else match float_of_string_opt id with
        | Some f when id.[0] >= '0' && id.[0] <= '9' -> Num f
        | _ -> Ref id in
  let e = expr () in
  if !pos <> n then raise (Bad_formula s);
  e

let cells_in a b =
  let l = ref [] in
  for c = col_of a to col_of b do for r = row_of a to row_of b do l := name_of c r :: !l done done;
  List.rev !l

let rec deps = function
  | Num _ -> []
  | Ref r -> [ r ]
  | Range (_, a, b) -> cells_in a b
  | Bin (_, a, b) -> deps a @ deps b

let evaluate sheet =
  let values = Hashtbl.create 32 in
  let state = Hashtbl.create 32 in
  let rec value name =
    match Hashtbl.find_opt values name with
    | Some v -> v
    | None ->
      if Hashtbl.find_opt state name = Some Visiting then Error ("cycle at " ^ name)
      else begin
        Hashtbl.replace state name Visiting;
        let v = match Hashtbl.find_opt sheet name with
          | None | Some Empty -> Ok 0.
          | Some (Number f) -> Ok f
          | Some (Text _) -> Error ("text in " ^ name)
          | Some (Formula e) -> eval e in
        Hashtbl.replace state name Done;
        Hashtbl.replace values name v;
        v
      end
  and eval = function
    | Num f -> Ok f
    | Ref r -> value r
    | Bin (op, a, b) ->
      (match eval a, eval b with
       | Ok x, Ok y -> (match op with '+' -> Ok (x +. y) | '-' -> Ok (x -. y) | '*' -> Ok (x *. y)
                                     | _ -> if y = 0. then Error "division by zero" else Ok (x /. y))
       | (Error _ as e), _ | _, (Error _ as e) -> e)
    | Range (f, a, b) ->
      let vs = List.map value (cells_in a b) in
      (match List.find_opt Result.is_error vs with
       | Some e -> e
       | None ->
         let xs = List.map (function Ok x -> x | Error _ -> 0.) vs in
         match f with
         | "SUM" -> Ok (List.fold_left ( +. ) 0. xs)
         | "MAX" -> Ok (List.fold_left max neg_infinity xs)
         | "AVG" -> Ok (List.fold_left ( +. ) 0. xs /. float_of_int (List.length xs))
         | _ -> Error ("unknown function " ^ f)) in
  (value, fun name -> Hashtbl.find_opt sheet name)

let () =
  let sheet = Hashtbl.create 32 in
  let set name s =
    Hashtbl.replace sheet name
      (if s = "" then Empty
       else if s.[0] = '=' then (try Formula (parse_formula (String.sub s 1 (String.length s - 1))) with Bad_formula f -> Text ("#BAD " ^ f))
       else match float_of_string_opt s with Some f -> Number f | None -> Text s) in
  List.iter (fun (n, s) -> set n s) [
    ("A1", "item"); ("B1", "qty"); ("C1", "price"); ("D1", "total");
    ("A2", "apples"); ("B2", "12"); ("C2", "0.5"); ("D2", "=B2*C2");
    ("A3", "pears"); ("B3", "7"); ("C3", "0.75"); ("D3", "=B3*C3");
    ("A4", "melons"); ("B4", "2"); ("C4", "3.2"); ("D4", "=B4 * C4");
    ("A5", "sum"); ("B5", "=SUM(B2:B4)"); ("D5", "=SUM(D2:D4)");
    ("A6", "max"); ("C6", "=MAX(C2:C4)"); ("D6", "=AVG(D2:D4)");
    ("A7", "tax"); ("D7", "=D5 * 0.2"); ("A8", "grand"); ("D8", "=D5 + D7");
    ("E1", "=E2 + 1"); ("E2", "=E1 * 2"); ("E3", "=D8 / (B2 - 12)"); ("E4", "=A2 + 1"); ("E5", "=(B2 + "); ("E6", "=FOO(B2:B3)") ];
  let value, raw = evaluate sheet in
  for r = 1 to 8 do
    let cells = List.map (fun c ->
      let name = name_of c r in
      match raw name with
      | None | Some Empty -> ""
      | Some (Text t) -> t
      | Some (Number _) | Some (Formula _) ->
        (match value name with Ok f -> Format.asprintf "%.2f" f | Error _ -> "#ERR")) [ 0; 1; 2; 3 ] in
    Format.printf "%-8s|%8s|%8s|%8s@." (List.nth cells 0) (List.nth cells 1) (List.nth cells 2) (List.nth cells 3)
  done;
  List.iter (fun n -> Format.printf "%s: %s@." n (match value n with Ok f -> Printf.sprintf "%g" f | Error m -> "error: " ^ m)) [ "E1"; "E2"; "E3"; "E4"; "E5"; "E6" ];
  Format.printf "D8 depends on: %s@." (match raw "D8" with Some (Formula e) -> String.concat " " (deps e) | _ -> "-")
