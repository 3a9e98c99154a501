(* Formatted input over the runtime's scanning engine (runtime/scanf.ts): the
   runtime reads the input as the format says and applies the receiver to the
   values; this unit names the inputs and words the errors. *)

module Scanning = struct
  (* A scanning buffer of the runtime: one character of lookahead, counts. *)
  type raw

  external raw_of_string : string -> raw = "caml_flambe_scan_of_string"
  external raw_of_function : (unit -> char) -> raw = "caml_flambe_scan_of_function"
  external raw_of_channel : Stdlib.in_channel -> string -> raw = "caml_flambe_scan_of_channel"
  external raw_end_of_input : raw -> bool = "caml_flambe_scan_end_of_input"
  external raw_beginning_of_input : raw -> bool = "caml_flambe_scan_beginning_of_input"
  external raw_name : raw -> string = "caml_flambe_scan_name"
  external raw_char_count : raw -> int = "caml_flambe_scan_char_count"
  external raw_close : raw -> unit = "caml_flambe_scan_close"

  (* The buffer is made on first use, so that merely loading this unit (which
     defines [stdin]) reads and allocates nothing in the runtime. *)
  type in_channel = { mutable buffer : raw option; make : unit -> raw }
  type scanbuf = in_channel
  type file_name = string

  let make f = { buffer = None; make = f }

  let raw ib =
    match ib.buffer with
    | Some r -> r
    | None ->
        let r = ib.make () in
        ib.buffer <- Some r;
        r

  let from_string s = make (fun () -> raw_of_string s)
  let from_function f = make (fun () -> raw_of_function f)
  let end_of_input ib = raw_end_of_input (raw ib)
  let beginning_of_input ib = raw_beginning_of_input (raw ib)
  let name_of_input ib = raw_name (raw ib)
  let char_count ib = raw_char_count (raw ib)
  let close_in ib = raw_close (raw ib)

  let stdin = make (fun () -> raw_of_channel Stdlib.stdin "-")
  let stdib = stdin

  (* A channel read by several scans keeps one buffer, so that no lookahead
     character is lost between them. *)
  let buffers : (Stdlib.in_channel * in_channel) list ref = ref []

  let from_channel ic =
    let rec find = function
      | [] ->
          let ib = make (fun () -> raw_of_channel ic "unnamed Stdlib input channel") in
          buffers := (ic, ib) :: !buffers;
          ib
      | (c, ib) :: rest -> if c == ic then ib else find rest
    in
    find !buffers

  let from_file name = let ic = Stdlib.open_in name in make (fun () -> raw_of_channel ic name)
  let from_file_bin name = let ic = Stdlib.open_in_bin name in make (fun () -> raw_of_channel ic name)
  let open_in = from_file
  let open_in_bin = from_file_bin
end

type ('a, 'b, 'c, 'd) scanner =
     ('a, Scanning.in_channel, 'b, 'c, 'a -> 'd, 'd) format6 -> 'c

exception Scan_failure of string

external scan :
  Scanning.raw -> Scanning.in_channel ->
  ('a, Scanning.in_channel, 'b, 'c, 'a -> 'd, 'd) format6 ->
  (string -> exn) -> (Scanning.in_channel -> exn -> 'd) -> 'c
  = "caml_flambe_scanf"

external unescape : string -> (string -> exn) -> string = "caml_flambe_scan_unescaped"

(* A format is its string at run time. *)
external format_of_text : string -> ('a, 'b, 'c, 'd, 'e, 'f) format6 = "%identity"

let scan_failure msg = Scan_failure msg

let bad_input ib = function
  | Scan_failure msg | Failure msg ->
      raise
        (Scan_failure
           ("scanf: bad input at char number "
            ^ string_of_int (Scanning.char_count ib) ^ ": " ^ msg))
  | e -> raise e

let kscanf ib ef fmt = scan (Scanning.raw ib) ib fmt scan_failure ef
let bscanf ib fmt = kscanf ib bad_input fmt
let ksscanf s ef fmt = kscanf (Scanning.from_string s) ef fmt
let sscanf s fmt = bscanf (Scanning.from_string s) fmt
let scanf fmt = bscanf Scanning.stdin fmt
let kfscanf ic ef fmt = kscanf (Scanning.from_channel ic) ef fmt
let fscanf ic fmt = bscanf (Scanning.from_channel ic) fmt

let unescaped s = unescape s scan_failure

(* Reads a format as an OCaml string literal. Its conversions are not checked
   against [format]'s type: the runtime has no types to compare. *)
let bscanf_format ib format f =
  ignore format;
  let read : (string -> 'g, Scanning.in_channel, 'b, (string -> 'g) -> 'g, (string -> 'g) -> 'g, 'g) format6 =
    format_of_text "%S"
  in
  bscanf ib read (fun text -> f (format_of_text text))

let sscanf_format s format f = bscanf_format (Scanning.from_string s) format f

let format_from_string s format =
  sscanf_format ("\"" ^ String.escaped s ^ "\"") format (fun x -> x)
