(* Command-line parsing, with OCaml's error and usage messages. *)

type key = string
type doc = string
type usage_msg = string
type anon_fun = string -> unit

type spec =
  | Unit of (unit -> unit)
  | Bool of (bool -> unit)
  | Set of bool ref
  | Clear of bool ref
  | String of (string -> unit)
  | Set_string of string ref
  | Int of (int -> unit)
  | Set_int of int ref
  | Float of (float -> unit)
  | Set_float of float ref
  | Tuple of spec list
  | Symbol of string list * (string -> unit)
  | Rest of (string -> unit)
  | Rest_all of (string list -> unit)
  | Expand of (string -> string array)

exception Bad of string
exception Help of string

(* Why parsing stopped, turned into Bad or Help with the usage message. *)
type error =
  | Unknown of string
  | Wrong of string * string * string  (* option, argument, what it expects *)
  | Missing of string
  | Message of string

exception Stop of error

let rec lookup key specs =
  match specs with
  | [] -> raise Not_found
  | (k, action, _) :: rest -> if k = key then action else lookup key rest

(* "-opt=value" as ("-opt", "value"); Not_found without '='. *)
let split_at_equal s =
  let i = String.index s '=' in
  (String.sub s 0 i, String.sub s (i + 1) (String.length s - i - 1))

let symbol_list prefix sep suffix symbols =
  match symbols with
  | [] -> "<none>"
  | first :: rest -> List.fold_left (fun acc s -> acc ^ sep ^ s) (prefix ^ first) rest ^ suffix

(* Options with an empty doc are hidden. *)
let print_spec buf (key, spec, doc) =
  if String.length doc > 0 then
    match spec with
    | Symbol (symbols, _) ->
        Buffer.add_string buf ("  " ^ key ^ " " ^ symbol_list "{" "|" "}" symbols ^ doc ^ "\n")
    | _ -> Buffer.add_string buf ("  " ^ key ^ " " ^ doc ^ "\n")

let help_action () = raise (Stop (Unknown "-help"))

let add_help specs =
  let missing key = not (List.exists (fun (k, _, _) -> k = key) specs) in
  let help key = (key, Unit help_action, " Display this list of options") in
  specs @ (if missing "-help" then [ help "-help" ] else [])
  @ if missing "--help" then [ help "--help" ] else []

let usage_b buf specs message =
  Buffer.add_string buf (message ^ "\n");
  List.iter (print_spec buf) (add_help specs)

let usage_string specs message =
  let b = Buffer.create 200 in
  usage_b b specs message;
  Buffer.contents b

let usage specs message = prerr_string (usage_string specs message)
let current = ref 0
let bool_opt s = try Some (bool_of_string s) with Invalid_argument _ -> None

let parse_aux allow_expand current argv specs anon message =
  let start = !current in
  let to_exception error =
    let b = Buffer.create 200 in
    let program = if start < Array.length !argv then !argv.(start) else "(?)" in
    (match error with
    | Unknown ("-help" | "--help") -> ()
    | Unknown s -> Buffer.add_string b (program ^ ": unknown option '" ^ s ^ "'.\n")
    | Missing s -> Buffer.add_string b (program ^ ": option '" ^ s ^ "' needs an argument.\n")
    | Wrong (opt, arg, expected) ->
        Buffer.add_string b
          (program ^ ": wrong argument '" ^ arg ^ "'; option '" ^ opt ^ "' expects " ^ expected ^ ".\n")
    | Message s -> Buffer.add_string b (program ^ ": " ^ s ^ ".\n"));
    usage_b b !specs message;
    if error = Unknown "-help" || error = Unknown "--help" then Help (Buffer.contents b)
    else Bad (Buffer.contents b)
  in
  incr current;
  while !current < Array.length !argv do
    (try
       let s = !argv.(!current) in
       if String.length s >= 1 && s.[0] = '-' then begin
         let action, attached =
           try (lookup s !specs, None)
           with Not_found -> (
             try
               let key, value = split_at_equal s in
               (lookup key !specs, Some value)
             with Not_found -> raise (Stop (Unknown s)))
         in
         let no_argument () =
           match attached with None -> () | Some arg -> raise (Stop (Wrong (s, arg, "no argument")))
         in
         let argument () =
           match attached with
           | Some arg -> arg
           | None ->
               if !current + 1 < Array.length !argv then !argv.(!current + 1)
               else raise (Stop (Missing s))
         in
         let consume () = match attached with None -> incr current | Some _ -> () in
         let converted convert expected =
           let arg = argument () in
           match convert arg with None -> raise (Stop (Wrong (s, arg, expected))) | Some x -> x
         in
         let rec run action =
           match action with
           | Unit f ->
               no_argument ();
               f ()
           | Bool f ->
               f (converted bool_opt "a boolean");
               consume ()
           | Set r ->
               no_argument ();
               r := true
           | Clear r ->
               no_argument ();
               r := false
           | String f ->
               f (argument ());
               consume ()
           | Symbol (symbols, f) ->
               let arg = argument () in
               if List.mem arg symbols then begin
                 f arg;
                 consume ()
               end
               else raise (Stop (Wrong (s, arg, "one of: " ^ symbol_list "" " " "" symbols)))
           | Set_string r ->
               r := argument ();
               consume ()
           | Int f ->
               f (converted int_of_string_opt "an integer");
               consume ()
           | Set_int r ->
               r := converted int_of_string_opt "an integer";
               consume ()
           | Float f ->
               f (converted float_of_string_opt "a float");
               consume ()
           | Set_float r ->
               r := converted float_of_string_opt "a float";
               consume ()
           | Tuple actions ->
               no_argument ();
               List.iter run actions
           | Rest f ->
               no_argument ();
               while !current < Array.length !argv - 1 do
                 f !argv.(!current + 1);
                 consume ()
               done
           | Rest_all f ->
               no_argument ();
               let rest = ref [] in
               while !current < Array.length !argv - 1 do
                 rest := !argv.(!current + 1) :: !rest;
                 consume ()
               done;
               f (List.rev !rest)
           | Expand f ->
               if not allow_expand then
                 invalid_arg "Arg.Expand is is only allowed with Arg.parse_and_expand_argv_dynamic";
               let arg = argument () in
               let inserted = f arg in
               consume ();
               let before = Array.sub !argv 0 (!current + 1) in
               let after = Array.sub !argv (!current + 1) (Array.length !argv - !current - 1) in
               argv := Array.concat [ before; inserted; after ]
         in
         run action
       end
       else anon s
     with
    | Bad m -> raise (to_exception (Message m))
    | Stop e -> raise (to_exception e));
    incr current
  done

let parse_and_expand_argv_dynamic current argv specs anon message =
  parse_aux true current argv specs anon message

let parse_argv_dynamic ?(current = current) argv specs anon message =
  parse_aux false current (ref argv) specs anon message

let parse_argv ?(current = current) argv specs anon message =
  parse_argv_dynamic ~current argv (ref specs) anon message

(* Bad: the message on stderr, exit 2; Help: on stdout, exit 0. *)
let exit_on_error run =
  try run () with
  | Bad m ->
      prerr_string m;
      exit 2
  | Help m ->
      print_string m;
      exit 0

let parse specs anon message = exit_on_error (fun () -> parse_argv Sys.argv specs anon message)

let parse_dynamic specs anon message =
  exit_on_error (fun () -> parse_argv_dynamic Sys.argv specs anon message)

let parse_expand specs anon message =
  exit_on_error (fun () ->
      parse_and_expand_argv_dynamic (ref !current) (ref Sys.argv) (ref specs) anon message)

(* The column where the doc's second word starts: after the first tab, or
   else after the first space, skipping further spaces. *)
let second_word s =
  let n = String.length s in
  let rec skip_spaces i = if i >= n then n else if s.[i] = ' ' then skip_spaces (i + 1) else i in
  match String.index s '\t' with
  | i -> skip_spaces (i + 1)
  | exception Not_found -> (
      match String.index s ' ' with i -> skip_spaces (i + 1) | exception Not_found -> n)

let max_arg_len width (key, spec, doc) =
  match spec with
  | Symbol _ -> Int.max width (String.length key)
  | _ -> Int.max width (String.length key + second_word doc)

let replace_leading_tab s =
  let seen = ref false in
  String.map
    (fun c ->
      if c = '\t' && not !seen then begin
        seen := true;
        ' '
      end
      else c)
    s

let add_padding width ((key, spec, doc) as entry) =
  if doc = "" then entry
  else
    match spec with
    | Symbol _ ->
        let cut = second_word doc in
        let spaces = String.make (Int.max 0 (width - cut) + 3) ' ' in
        (key, spec, "\n" ^ spaces ^ replace_leading_tab doc)
    | _ ->
        let cut = second_word doc in
        let gap = width - String.length key - cut in
        if gap <= 0 then (key, spec, replace_leading_tab doc)
        else
          let prefix = String.sub (replace_leading_tab doc) 0 cut in
          let suffix = String.sub doc cut (String.length doc - cut) in
          (key, spec, prefix ^ String.make gap ' ' ^ suffix)

let align ?(limit = max_int) specs =
  let completed = add_help specs in
  let width = Int.min (List.fold_left max_arg_len 0 completed) limit in
  List.map (add_padding width) completed

let trim_cr s =
  let n = String.length s in
  if n > 0 && s.[n - 1] = '\r' then String.sub s 0 (n - 1) else s

let read_words trim sep file =
  let ic = open_in_bin file in
  let word = Buffer.create 200 in
  let words = ref [] in
  let stash () =
    let w = Buffer.contents word in
    words := (if trim then trim_cr w else w) :: !words;
    Buffer.clear word
  in
  (try
     while true do
       let c = input_char ic in
       if c = sep then stash () else Buffer.add_char word c
     done
   with End_of_file -> ());
  if Buffer.length word > 0 then stash ();
  close_in ic;
  Array.of_list (List.rev !words)

let read_arg file = read_words true '\n' file
let read_arg0 file = read_words false '\000' file

let write_words sep file args =
  let oc = open_out_bin file in
  Array.iter
    (fun s ->
      output_string oc s;
      output_char oc sep)
    args;
  close_out oc

let write_arg file args = write_words '\n' file args
let write_arg0 file args = write_words '\000' file args
