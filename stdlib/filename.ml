(* File names, with the conventions of Unix (the system JavaScript hosts
   present, as Sys.os_type says). *)

let null = "/dev/null"
let current_dir_name = "."
let parent_dir_name = ".."
let dir_sep = "/"
let is_dir_sep s i = s.[i] = '/'
let is_relative n = String.length n < 1 || n.[0] <> '/'

let is_implicit n =
  is_relative n
  && (String.length n < 2 || String.sub n 0 2 <> "./")
  && (String.length n < 3 || String.sub n 0 3 <> "../")

let check_suffix name suffix = String.ends_with ~suffix name

let chop_suffix_opt ~suffix name =
  let ls = String.length suffix and ln = String.length name in
  if ln >= ls && String.sub name (ln - ls) ls = suffix then Some (String.sub name 0 (ln - ls))
  else None

let temp_dir_name = try Sys.getenv "TMPDIR" with Not_found -> "/tmp"

(* Single quotes, each quote inside written as '\''. *)
let quote s =
  let b = Buffer.create (String.length s + 20) in
  Buffer.add_char b '\'';
  String.iter (fun c -> if c = '\'' then Buffer.add_string b "'\\''" else Buffer.add_char b c) s;
  Buffer.add_char b '\'';
  Buffer.contents b

let quote_command cmd ?stdin ?stdout ?stderr args =
  String.concat " " (List.map quote (cmd :: args))
  ^ (match stdin with None -> "" | Some f -> " <" ^ quote f)
  ^ (match stdout with None -> "" | Some f -> " >" ^ quote f)
  ^ match stderr with None -> "" | Some f -> if stderr = stdout then " 2>&1" else " 2>" ^ quote f

(* POSIX basename and dirname, except that "" gives "." and "//" is not
   special. *)
let basename name =
  if name = "" then current_dir_name
  else
    let rec last_char n =
      if n < 0 then String.sub name 0 1 else if is_dir_sep name n then last_char (n - 1) else start n (n + 1)
    and start n stop =
      if n < 0 then String.sub name 0 stop
      else if is_dir_sep name n then String.sub name (n + 1) (stop - n - 1)
      else start (n - 1) stop
    in
    last_char (String.length name - 1)

let dirname name =
  if name = "" then current_dir_name
  else
    let rec trailing n =
      if n < 0 then String.sub name 0 1 else if is_dir_sep name n then trailing (n - 1) else base n
    and base n =
      if n < 0 then current_dir_name else if is_dir_sep name n then separator n else base (n - 1)
    and separator n =
      if n < 0 then String.sub name 0 1
      else if is_dir_sep name n then separator (n - 1)
      else String.sub name 0 (n + 1)
    in
    trailing (String.length name - 1)

let concat dir file =
  let n = String.length dir in
  if n = 0 || is_dir_sep dir (n - 1) then dir ^ file else dir ^ dir_sep ^ file

let chop_suffix name suffix =
  let n = String.length name - String.length suffix in
  if n < 0 then invalid_arg "Filename.chop_suffix" else String.sub name 0 n

(* The length of the extension (from its dot) of the last component, 0 if
   none; leading dots of the component do not start an extension. *)
let extension_length name =
  let rec only_dots_before dot i =
    if i < 0 || is_dir_sep name i then 0
    else if name.[i] = '.' then only_dots_before dot (i - 1)
    else String.length name - dot
  in
  let rec find_dot i =
    if i < 0 || is_dir_sep name i then 0
    else if name.[i] = '.' then only_dots_before i (i - 1)
    else find_dot (i - 1)
  in
  find_dot (String.length name - 1)

let extension name =
  let n = extension_length name in
  if n = 0 then "" else String.sub name (String.length name - n) n

let chop_extension name =
  let n = extension_length name in
  if n = 0 then invalid_arg "Filename.chop_extension" else String.sub name 0 (String.length name - n)

let remove_extension name =
  let n = extension_length name in
  if n = 0 then name else String.sub name 0 (String.length name - n)

external open_desc : string -> open_flag list -> int -> int = "caml_sys_open"
external close_desc : int -> unit = "caml_sys_close"

let prng = lazy (Random.State.make_self_init ())

let hex6 n =
  let digits = "0123456789abcdef" in
  String.init 6 (fun i -> digits.[(n lsr (4 * (5 - i))) land 15])

let temp_file_name dir prefix suffix =
  let r = Random.State.bits (Lazy.force prng) land 0xFFFFFF in
  concat dir (prefix ^ hex6 r ^ suffix)

let current_temp_dir_name = ref temp_dir_name
let set_temp_dir_name s = current_temp_dir_name := s
let get_temp_dir_name () = !current_temp_dir_name

(* Up to 1000 random names are tried before giving up. *)
let temp_file ?(temp_dir = !current_temp_dir_name) prefix suffix =
  let rec attempt count =
    let name = temp_file_name temp_dir prefix suffix in
    try
      close_desc (open_desc name [ Open_wronly; Open_creat; Open_excl ] 0o600);
      name
    with Sys_error _ as e -> if count >= 1000 then raise e else attempt (count + 1)
  in
  attempt 0

let open_temp_file ?(mode = [ Open_text ]) ?(perms = 0o600) ?(temp_dir = !current_temp_dir_name) prefix
    suffix =
  let rec attempt count =
    let name = temp_file_name temp_dir prefix suffix in
    try (name, open_out_gen (Open_wronly :: Open_creat :: Open_excl :: mode) perms name)
    with Sys_error _ as e -> if count >= 1000 then raise e else attempt (count + 1)
  in
  attempt 0
