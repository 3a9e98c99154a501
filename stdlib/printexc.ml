(* Exceptions as text, and backtraces. *)

type t = exn = ..

let printers : (exn -> string option) list ref = ref []

let location_message file line char width what =
  "File \"" ^ file ^ "\", line " ^ string_of_int line ^ ", characters "
  ^ string_of_int char ^ "-" ^ string_of_int (char + width) ^ ": " ^ what

(* The generic case (constructor name, then the arguments) is formatted by
   the runtime, which can see the exception's fields. *)
external format_exception : exn -> string = "caml_flambe_format_exception"

let to_string_default e =
  match e with
  | Out_of_memory -> "Out of memory"
  | Stack_overflow -> "Stack overflow"
  | Match_failure (file, line, char) ->
      location_message file line char 5 "Pattern matching failed"
  | Assert_failure (file, line, char) ->
      location_message file line char 6 "Assertion failed"
  | Undefined_recursive_module (file, line, char) ->
      location_message file line char 6 "Undefined recursive module"
  | _ -> format_exception e

(* The most recently registered printer is tried first; a printer that
   raises counts as one that declines. *)
let use_printers e =
  let rec try_each printers =
    match printers with
    | [] -> None
    | printer :: rest -> (
        match printer e with
        | None | (exception _) -> try_each rest
        | Some _ as text -> text)
  in
  try_each !printers

let to_string e = match use_printers e with Some s -> s | None -> to_string_default e
let register_printer printer = printers := printer :: !printers

let print f x =
  try f x
  with e ->
    prerr_string ("Uncaught exception: " ^ to_string e ^ "\n");
    flush stderr;
    raise e

let catch f x =
  try f x
  with e ->
    flush stdout;
    prerr_string ("Uncaught exception: " ^ to_string e ^ "\n");
    exit 2

(* Backtraces are recorded by the runtime for programs built with -g
   (runtime/backtrace.ts): a raw backtrace is an array of slots, each the
   record below as the runtime makes it, or a mark standing for a frame
   without debug information (a program built without -g). *)
type raw_backtrace_slot
type raw_backtrace = raw_backtrace_slot array
type raw_backtrace_entry = int

type location = {
  filename : string;
  line_number : int;
  start_char : int;
  end_char : int;
}

type backtrace_slot = {
  slot_is_raise : bool;
  slot_is_inline : bool;
  slot_location : location option;
  slot_name : string option;
}

external record_backtrace : bool -> unit = "caml_record_backtrace"
external backtrace_status : unit -> bool = "caml_backtrace_status"
external get_raw_backtrace : unit -> raw_backtrace = "caml_get_exception_raw_backtrace"
external convert_raw_backtrace : raw_backtrace -> backtrace_slot array option = "caml_convert_raw_backtrace"

(* Entries name the slots of one backtrace by their position in it. *)
let raw_backtrace_entries (bt : raw_backtrace) = Array.mapi (fun i _ -> i) bt

external raise_with_backtrace : exn -> raw_backtrace -> 'a = "%raise_with_backtrace"
external get_callstack : int -> raw_backtrace = "caml_get_current_callstack"

(* The line OCaml prints for the [index]th slot of a backtrace, if any (a
   re-raise the compiler inserted, without a location, prints none). *)
let format_slot index s =
  let what =
    if s.slot_is_raise then if index = 0 then "Raised at" else "Re-raised at"
    else if index = 0 then "Raised by primitive operation at"
    else "Called from"
  in
  match s.slot_location with
  | None -> if s.slot_is_raise then None else Some (what ^ " unknown location")
  | Some l ->
      let name = match s.slot_name with None -> "unknown" | Some n -> n in
      let inlined = if s.slot_is_inline then " (inlined)" else "" in
      Some
        (what ^ " " ^ name ^ " in file \"" ^ l.filename ^ "\"" ^ inlined ^ ", line "
        ^ string_of_int l.line_number ^ ", characters " ^ string_of_int l.start_char ^ "-"
        ^ string_of_int l.end_char)

let raw_backtrace_to_string (bt : raw_backtrace) =
  match convert_raw_backtrace bt with
  | None -> "(Program not linked with -g, cannot print stack backtrace)\n"
  | Some slots ->
      let b = Buffer.create 1024 in
      Array.iteri
        (fun i s -> match format_slot i s with None -> () | Some line -> Buffer.add_string b line; Buffer.add_char b '\n')
        slots;
      Buffer.contents b

let print_raw_backtrace oc bt = output_string oc (raw_backtrace_to_string bt)
let print_backtrace oc = print_raw_backtrace oc (get_raw_backtrace ())
let get_backtrace () = raw_backtrace_to_string (get_raw_backtrace ())
let backtrace_slots bt = convert_raw_backtrace bt

let backtrace_slots_of_raw_entry (_ : raw_backtrace_entry) : backtrace_slot array option = None
let raw_backtrace_length (bt : raw_backtrace) = Array.length bt

let get_raw_backtrace_slot (bt : raw_backtrace) i : raw_backtrace_slot =
  if i < 0 || i >= Array.length bt then
    invalid_arg "Printexc.get_raw_backtrace_slot: index out of bounds"
  else bt.(i)

let convert_raw_backtrace_slot (s : raw_backtrace_slot) : backtrace_slot =
  match convert_raw_backtrace [| s |] with
  | Some [| slot |] -> slot
  | _ -> failwith "Printexc.convert_raw_backtrace_slot: no debug information"

let get_raw_backtrace_next_slot (_ : raw_backtrace_slot) : raw_backtrace_slot option = None

module Slot = struct
  type t = backtrace_slot

  let is_raise s = s.slot_is_raise
  let is_inline s = s.slot_is_inline
  let location s = s.slot_location
  let name s = s.slot_name
  let format = format_slot
end

external exn_slot_id : exn -> int = "caml_flambe_exn_slot_id"
external exn_slot_name : exn -> string = "caml_flambe_exn_slot_name"

let default_uncaught_exception_handler e bt =
  prerr_string ("Fatal error: exception " ^ to_string e ^ "\n");
  print_raw_backtrace stderr bt;
  flush stderr

let uncaught_exception_handler = ref default_uncaught_exception_handler
let set_uncaught_exception_handler handler = uncaught_exception_handler := handler

(* Called by the runtime for an exception that escapes the program: the
   at_exit functions run first (flushing the channels), then the handler;
   the runtime exits with code 2 afterwards. *)
let handle_uncaught_exception e (_debugger_in_use : bool) =
  try
    let bt = get_raw_backtrace () in
    (try do_at_exit () with _ -> ());
    try !uncaught_exception_handler e bt
    with e' ->
      prerr_string ("Fatal error: exception " ^ to_string e ^ "\n");
      prerr_string ("Fatal error in uncaught exception handler: exception " ^ to_string e' ^ "\n");
      flush stderr
  with _ -> ()

external register_named_value : string -> 'a -> unit = "caml_register_named_value"

let () = register_named_value "Printexc.handle_uncaught_exception" handle_uncaught_exception
