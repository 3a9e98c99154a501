(* A JSON-like value type with a printer (compact and indented) and a parser; values are
   printed, parsed back and compared, and malformed inputs are reported with their position. *)
type json =
  | Null
  | Bool of bool
  | Int of int
  | Float of float
  | String of string
  | List of json list
  | Assoc of (string * json) list

exception Parse_error of int * string

let escape s =
  let b = Buffer.create (String.length s + 2) in
  Buffer.add_char b '"';
  String.iter (fun c -> match c with
    | '"' -> Buffer.add_string b "\\\""
    | '\\' -> Buffer.add_string b "\\\\"
    | '\n' -> Buffer.add_string b "\\n"
    | '\t' -> Buffer.add_string b "\\t"
    | c when Char.code c < 32 -> Buffer.add_string b (Printf.sprintf "\\u%04x" (Char.code c))
    | c -> Buffer.add_char b c) s;
  Buffer.add_char b '"';
  Buffer.contents b

let rec to_string = function
  | Null -> "null"
  | Bool b -> string_of_bool b
  | Int n -> string_of_int n
  | Float f -> Printf.sprintf "%.17g" f
  | String s -> escape s
  | List l -> "[" ^ String.concat "," (List.map to_string l) ^ "]"
  | Assoc l -> "{" ^ String.concat "," (List.map (fun (k, v) -> escape k ^ ":" ^ to_string v) l) ^ "}"

let to_pretty j =
  let b = Buffer.create 256 in
  let rec go indent = function
    | List [] -> Buffer.add_string b "[]"
    | Assoc [] -> Buffer.add_string b "{}"
    | List l ->
      Buffer.add_string b "[\n";
      List.iteri (fun i v ->
        if i > 0 then Buffer.add_string b ",\n";
        Buffer.add_string b (String.make (indent + 2) ' '); go (indent + 2) v) l;
      Buffer.add_string b ("\n" ^ String.make indent ' ' ^ "]")
    | Assoc l ->
      Buffer.add_string b "{\n";
      List.iteri (fun i (k, v) ->
        if i > 0 then Buffer.add_string b ",\n";
        Buffer.add_string b (String.make (indent + 2) ' ' ^ escape k ^ ": "); go (indent + 2) v) l;
      Buffer.add_string b ("\n" ^ String.make indent ' ' ^ "}")
    | v -> Buffer.add_string b (to_string v) in
  go 0 j;
  Buffer.contents b

let parse s =
  let n = String.length s in
  let pos = ref 0 in
  let err m = raise (Parse_error (!pos, m)) in
  let rec skip () = if !pos < n && (s.[!pos] = ' ' || s.[!pos] = '\n' || s.[!pos] = '\t' || s.[!pos] = '\r') then (incr pos; skip ()) in
  let expect c = skip (); if !pos < n && s.[!pos] = c then incr pos else err (Printf.sprintf "expected %C" c) in
  let literal word v = if !pos + String.length word <= n && String.sub s !pos (String.length word) = word then (pos := !pos + String.length word; v) else err "bad literal" in
  let parse_string () =
    expect '"';
    let b = Buffer.create 16 in
    let rec go () =
      if !pos >= n then err "unterminated string";
      let c = s.[!pos] in
      incr pos;
      match c with
      | '"' -> Buffer.contents b
      | '\\' ->
        if !pos >= n then err "bad escape";
        let e = s.[!pos] in
        incr pos;
        (match e with
         | 'n' -> Buffer.add_char b '\n' | 't' -> Buffer.add_char b '\t'
         | '"' -> Buffer.add_char b '"' | '\\' -> Buffer.add_char b '\\'
         | 'u' -> Buffer.add_char b (Char.chr (int_of_string ("0x" ^ String.sub s !pos 4))); pos := !pos + 4
         | _ -> err "unknown escape");
        go ()
      | c -> Buffer.add_char b c; go () in
    go () in
  let parse_number () =
    let start = !pos in
    while !pos < n && (match s.[!pos] with '0' .. '9' | '-' | '+' | '.' | 'e' | 'E' -> true | _ -> false) do incr pos done;
    let t = String.sub s start (!pos - start) in
    match int_of_string_opt t with
    | Some i when not (String.contains t '.') -> Int i
    | _ -> (match float_of_string_opt t with Some f -> Float f | None -> err ("bad number " ^ t)) in
  let rec value () =
    skip ();
    if !pos >= n then err "unexpected end";
    match s.[!pos] with
    | 'n' -> literal "null" Null
    | 't' -> literal "true" (Bool true)
    | 'f' -> literal "false" (Bool false)
    | '"' -> String (parse_string ())
    | '[' -> incr pos; skip ();
      if !pos < n && s.[!pos] = ']' then (incr pos; List []) else
        let rec items acc = let v = value () in skip ();
          if !pos < n && s.[!pos] = ',' then (incr pos; items (v :: acc)) else (expect ']'; List (List.rev (v :: acc))) in
        items []
    | '{' -> incr pos; skip ();
      if !pos < n && s.[!pos] = '}' then (incr pos; Assoc []) else
        let rec fields acc = skip (); let k = parse_string () in expect ':'; let v = value () in skip ();
          if !pos < n && s.[!pos] = ',' then (incr pos; fields ((k, v) :: acc)) else (expect '}'; Assoc (List.rev ((k, v) :: acc))) in
        fields []
    | _ -> parse_number () in
  let v = value () in
  skip ();
  if !pos <> n then err "trailing characters";
  v

let sample = Assoc [
  ("name", String "flambe \"compiler\"");
  ("version", Int 1);
  ("ratio", Float 0.75);
  ("tags", List [ String "ocaml"; String "js"; String "tab\there" ]);
  ("nested", Assoc [ ("empty_list", List []); ("empty_obj", Assoc []); ("nothing", Null); ("yes", Bool true) ]);
  ("numbers", List [ Int (-5); Float 1e-3; Float 2.5e10; Int 2147483647 ]) ]

let () =
  let s = to_string sample in
  print_endline s;
  print_endline (to_pretty sample);
  let back = parse s in
  Printf.printf "round trip equal: %b\n" (back = sample);
  Printf.printf "pretty round trip equal: %b\n" (parse (to_pretty sample) = sample);
  List.iter (fun src ->
    match parse src with
    | v -> Printf.printf "%-28s -> %s\n" src (to_string v)
    | exception Parse_error (p, m) -> Printf.printf "%-28s -> error at %d: %s\n" src p m)
    [ "[1, 2, 3]"; " { \"a\" : [ true , false ] } "; "\"\\u0041\\n\""; "[1, 2"; "{\"a\" 1}"; "nul"; "[1] x"; "-12.5e2"; "[[[]]]" ]
