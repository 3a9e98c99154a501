(* Formatted input over the runtime's scanning engine (runtime/scanf.ts): the
   runtime reads the input as the format says and applies the receiver to the
   values; this unit names the inputs and words the errors. *)

module Scanning = struct
  (* A scanning buffer of the runtime: one character of lookahead, counts. *)
  type in_channel
  type scanbuf = in_channel
  type file_name = string

  external from_string : string -> in_channel = "caml_flambe_scan_of_string"
  external from_function : (unit -> char) -> in_channel = "caml_flambe_scan_of_function"
  external of_channel : Stdlib.in_channel -> string -> in_channel = "caml_flambe_scan_of_channel"
  external end_of_input : in_channel -> bool = "caml_flambe_scan_end_of_input"
  external beginning_of_input : in_channel -> bool = "caml_flambe_scan_beginning_of_input"
  external name_of_input : in_channel -> string = "caml_flambe_scan_name"
  external char_count : in_channel -> int = "caml_flambe_scan_char_count"
  external close_in : in_channel -> unit = "caml_flambe_scan_close"

  let stdin = of_channel Stdlib.stdin "-"
  let stdib = stdin

  (* A channel read by several scans keeps one buffer, so that no lookahead
     character is lost between them. *)
  let buffers : (Stdlib.in_channel * in_channel) list ref = ref []

  let from_channel ic =
    let rec find = function
      | [] ->
          let ib = of_channel ic "unnamed Stdlib input channel" in
          buffers := (ic, ib) :: !buffers;
          ib
      | (c, ib) :: rest -> if c == ic then ib else find rest
    in
    find !buffers

  let from_file name = of_channel (Stdlib.open_in name) name
  let from_file_bin name = of_channel (Stdlib.open_in_bin name) name
  let open_in = from_file
  let open_in_bin = from_file_bin
end

type ('a, 'b, 'c, 'd) scanner =
     ('a, Scanning.in_channel, 'b, 'c, 'a -> 'd, 'd) format6 -> 'c

exception Scan_failure of string

external scan :
  Scanning.in_channel -> ('a, Scanning.in_channel, 'b, 'c, 'a -> 'd, 'd) format6 ->
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

let kscanf ib ef fmt = scan ib fmt scan_failure ef
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
