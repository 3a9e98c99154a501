type json = Null | Bool of bool | Number of float | String of string | Array of json list | Object of (string * json) list
let escape s =
  let b = Buffer.create (String.length s) in
  String.iter (function
      | '"' -> Buffer.add_string b "\\\""
      | '\\' -> Buffer.add_string b "\\\\"
      | '\n' -> Buffer.add_string b "\\n"
      | c when Char.code c < 0x20 -> Buffer.add_string b (Printf.sprintf "\\u%04x" (Char.code c))
      | c -> Buffer.add_char b c) s;
  Buffer.contents b
let rec to_string = function
  | Null -> "null"
  | Bool b -> string_of_bool b
  | Number n -> if Float.is_integer n then Printf.sprintf "%.0f" n else Printf.sprintf "%g" n
  | String s -> "\"" ^ escape s ^ "\""
  | Array l -> "[" ^ String.concat "," (List.map to_string l) ^ "]"
  | Object kv -> "{" ^ String.concat "," (List.map (fun (k, v) -> to_string (String k) ^ ":" ^ to_string v) kv) ^ "}"
let doc = Object [("name", String "x\"y"); ("tags", Array [Number 1.; Number 2.5; Null]); ("ok", Bool true)]
let s = to_string doc
