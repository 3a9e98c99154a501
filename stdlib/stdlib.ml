(* The unit every program opens first: exceptions, operators, conversions,
   references and channel I/O. Primitive names are OCaml's own so that the
   runtime and the compiler recognise them. *)

external register_named_value : string -> 'a -> unit
  = "caml_register_named_value"

external raise : exn -> 'a = "%raise"
external raise_notrace : exn -> 'a = "%raise_notrace"

let failwith msg = raise (Failure msg)
let invalid_arg msg = raise (Invalid_argument msg)

exception Exit
exception Match_failure = Match_failure
exception Assert_failure = Assert_failure
exception Invalid_argument = Invalid_argument
exception Failure = Failure
exception Not_found = Not_found
exception Out_of_memory = Out_of_memory
exception Stack_overflow = Stack_overflow
exception Sys_error = Sys_error
exception End_of_file = End_of_file
exception Division_by_zero = Division_by_zero
exception Sys_blocked_io = Sys_blocked_io
exception Undefined_recursive_module = Undefined_recursive_module

(* Comparisons *)

external ( = ) : 'a -> 'a -> bool = "%equal"
external ( <> ) : 'a -> 'a -> bool = "%notequal"
external ( < ) : 'a -> 'a -> bool = "%lessthan"
external ( > ) : 'a -> 'a -> bool = "%greaterthan"
external ( <= ) : 'a -> 'a -> bool = "%lessequal"
external ( >= ) : 'a -> 'a -> bool = "%greaterequal"
external compare : 'a -> 'a -> int = "%compare"

(* Written with <= and >= (not <, >) so that nan arguments pick the same
   side as OCaml does. *)
let min a b = if a <= b then a else b
let max a b = if a >= b then a else b

external ( == ) : 'a -> 'a -> bool = "%eq"
external ( != ) : 'a -> 'a -> bool = "%noteq"

(* Booleans *)

external not : bool -> bool = "%boolnot"
external ( && ) : bool -> bool -> bool = "%sequand"
external ( & ) : bool -> bool -> bool = "%sequand"
external ( || ) : bool -> bool -> bool = "%sequor"
external ( or ) : bool -> bool -> bool = "%sequor"

(* Source locations, filled in by the compiler *)

external __LOC__ : string = "%loc_LOC"
external __FILE__ : string = "%loc_FILE"
external __LINE__ : int = "%loc_LINE"
external __MODULE__ : string = "%loc_MODULE"
external __POS__ : string * int * int * int = "%loc_POS"
external __FUNCTION__ : string = "%loc_FUNCTION"
external __LOC_OF__ : 'a -> string * 'a = "%loc_LOC"
external __LINE_OF__ : 'a -> int * 'a = "%loc_LINE"
external __POS_OF__ : 'a -> (string * int * int * int) * 'a = "%loc_POS"

(* Composition *)

external ( |> ) : 'a -> ('a -> 'b) -> 'b = "%revapply"
external ( @@ ) : ('a -> 'b) -> 'a -> 'b = "%apply"

(* Integers *)

external ( ~- ) : int -> int = "%negint"
external ( ~+ ) : int -> int = "%identity"
external succ : int -> int = "%succint"
external pred : int -> int = "%predint"
external ( + ) : int -> int -> int = "%addint"
external ( - ) : int -> int -> int = "%subint"
external ( * ) : int -> int -> int = "%mulint"
external ( / ) : int -> int -> int = "%divint"
external ( mod ) : int -> int -> int = "%modint"

let abs x = if x >= 0 then x else -x

external ( land ) : int -> int -> int = "%andint"
external ( lor ) : int -> int -> int = "%orint"
external ( lxor ) : int -> int -> int = "%xorint"

let lnot x = x lxor (-1)

external ( lsl ) : int -> int -> int = "%lslint"
external ( lsr ) : int -> int -> int = "%lsrint"
external ( asr ) : int -> int -> int = "%asrint"

(* Computed rather than written as literals, so that they are right for
   whatever width the target gives to int. *)
let max_int = (-1) lsr 1
let min_int = max_int + 1

(* Floats *)

external ( ~-. ) : float -> float = "%negfloat"
external ( ~+. ) : float -> float = "%identity"
external ( +. ) : float -> float -> float = "%addfloat"
external ( -. ) : float -> float -> float = "%subfloat"
external ( *. ) : float -> float -> float = "%mulfloat"
external ( /. ) : float -> float -> float = "%divfloat"
external ( ** ) : float -> float -> float = "caml_power_float"
external sqrt : float -> float = "caml_sqrt_float"
external exp : float -> float = "caml_exp_float"
external log : float -> float = "caml_log_float"
external log10 : float -> float = "caml_log10_float"
external expm1 : float -> float = "caml_expm1_float"
external log1p : float -> float = "caml_log1p_float"
external cos : float -> float = "caml_cos_float"
external sin : float -> float = "caml_sin_float"
external tan : float -> float = "caml_tan_float"
external acos : float -> float = "caml_acos_float"
external asin : float -> float = "caml_asin_float"
external atan : float -> float = "caml_atan_float"
external atan2 : float -> float -> float = "caml_atan2_float"
external hypot : float -> float -> float = "caml_hypot_float"
external cosh : float -> float = "caml_cosh_float"
external sinh : float -> float = "caml_sinh_float"
external tanh : float -> float = "caml_tanh_float"
external acosh : float -> float = "caml_acosh_float"
external asinh : float -> float = "caml_asinh_float"
external atanh : float -> float = "caml_atanh_float"
external ceil : float -> float = "caml_ceil_float"
external floor : float -> float = "caml_floor_float"
external abs_float : float -> float = "%absfloat"
external copysign : float -> float -> float = "caml_copysign_float"
external mod_float : float -> float -> float = "caml_fmod_float"
external frexp : float -> float * int = "caml_frexp_float"
external ldexp : float -> int -> float = "caml_ldexp_float"
external modf : float -> float * float = "caml_modf_float"
external float : int -> float = "%floatofint"
external float_of_int : int -> float = "%floatofint"
external truncate : float -> int = "%intoffloat"
external int_of_float : float -> int = "%intoffloat"

external float_of_bits : int64 -> float = "caml_int64_float_of_bits"

(* From their IEEE 754 bit patterns, so that they are exact. *)
let infinity = float_of_bits 0x7F_F0_00_00_00_00_00_00L
let neg_infinity = float_of_bits 0xFF_F0_00_00_00_00_00_00L
let nan = float_of_bits 0x7F_F0_00_00_00_00_00_01L
let max_float = float_of_bits 0x7F_EF_FF_FF_FF_FF_FF_FFL
let min_float = float_of_bits 0x00_10_00_00_00_00_00_00L
let epsilon_float = float_of_bits 0x3C_B0_00_00_00_00_00_00L

type fpclass = FP_normal | FP_subnormal | FP_zero | FP_infinite | FP_nan

external classify_float : float -> fpclass = "caml_classify_float"

(* Strings *)

external string_length : string -> int = "%string_length"
external bytes_length : bytes -> int = "%bytes_length"
external bytes_create : int -> bytes = "caml_create_bytes"
external bytes_blit : bytes -> int -> bytes -> int -> int -> unit
  = "caml_blit_bytes"
external bytes_unsafe_to_string : bytes -> string = "%bytes_to_string"
external string_unsafe_get : string -> int -> char = "%string_unsafe_get"

(* A primitive, so that the JavaScript runtime can use its own string
   concatenation rather than going through a byte sequence. *)
external ( ^ ) : string -> string -> string = "caml_flambe_string_concat"

(* Characters *)

external int_of_char : char -> int = "%identity"
external unsafe_char_of_int : int -> char = "%identity"

let char_of_int n =
  if n < 0 || n > 255 then invalid_arg "char_of_int"
  else unsafe_char_of_int n

(* Unit *)

external ignore : 'a -> unit = "%ignore"

(* Conversions to and from strings *)

let string_of_bool b = if b then "true" else "false"

let bool_of_string s =
  match s with
  | "true" -> true
  | "false" -> false
  | _ -> invalid_arg "bool_of_string"

let bool_of_string_opt s =
  match s with
  | "true" -> Some true
  | "false" -> Some false
  | _ -> None

external format_int : string -> int -> string = "caml_format_int"
external format_float : string -> float -> string = "caml_format_float"

let string_of_int n = format_int "%d" n

external int_of_string : string -> int = "caml_int_of_string"

let int_of_string_opt s =
  try Some (int_of_string s) with Failure _ -> None

(* A printed float must read back as a float: when it holds only digits
   and signs (as "3" or "-12" do), a trailing dot is added. *)
let valid_float_lexem s =
  let n = string_length s in
  let rec only_digits i =
    if i >= n then true
    else
      match string_unsafe_get s i with
      | '0' .. '9' | '-' -> only_digits (i + 1)
      | _ -> false
  in
  if only_digits 0 then s ^ "." else s

let string_of_float f = valid_float_lexem (format_float "%.12g" f)

external float_of_string : string -> float = "caml_float_of_string"

let float_of_string_opt s =
  try Some (float_of_string s) with Failure _ -> None

(* Pairs *)

external fst : 'a * 'b -> 'a = "%field0"
external snd : 'a * 'b -> 'b = "%field1"

(* Lists *)

(* In constant stack: the call is in tail-modulo-constructor position. *)
let[@tail_mod_cons] rec ( @ ) l1 l2 =
  match l1 with
  | [] -> l2
  | x :: rest -> x :: (rest @ l2)

(* Channels *)

type in_channel
type out_channel

external open_descriptor_out : int -> out_channel
  = "caml_ml_open_descriptor_out"
external open_descriptor_in : int -> in_channel = "caml_ml_open_descriptor_in"

let stdin = open_descriptor_in 0
let stdout = open_descriptor_out 1
let stderr = open_descriptor_out 2

type open_flag =
  | Open_rdonly
  | Open_wronly
  | Open_append
  | Open_creat
  | Open_trunc
  | Open_excl
  | Open_binary
  | Open_text
  | Open_nonblock

external open_desc : string -> open_flag list -> int -> int = "caml_sys_open"
external set_out_channel_name : out_channel -> string -> unit
  = "caml_ml_set_channel_name"
external set_in_channel_name : in_channel -> string -> unit
  = "caml_ml_set_channel_name"

let open_out_gen mode perm name =
  let oc = open_descriptor_out (open_desc name mode perm) in
  set_out_channel_name oc name;
  oc

let open_out name =
  open_out_gen [ Open_wronly; Open_creat; Open_trunc; Open_text ] 0o666 name

let open_out_bin name =
  open_out_gen [ Open_wronly; Open_creat; Open_trunc; Open_binary ] 0o666 name

external flush : out_channel -> unit = "caml_ml_flush"
external out_channels_list : unit -> out_channel list
  = "caml_ml_out_channels_list"

(* A channel closed by an earlier flush must not stop the others. *)
let flush_all () =
  let rec flush_each channels =
    match channels with
    | [] -> ()
    | oc :: rest ->
        (try flush oc with Sys_error _ -> ());
        flush_each rest
  in
  flush_each (out_channels_list ())

external unsafe_output : out_channel -> bytes -> int -> int -> unit
  = "caml_ml_output_bytes"
external unsafe_output_string : out_channel -> string -> int -> int -> unit
  = "caml_ml_output"
external output_char : out_channel -> char -> unit = "caml_ml_output_char"

let output_bytes oc b = unsafe_output oc b 0 (bytes_length b)
let output_string oc s = unsafe_output_string oc s 0 (string_length s)

let output oc b ofs len =
  if ofs < 0 || len < 0 || ofs > bytes_length b - len then
    invalid_arg "output"
  else unsafe_output oc b ofs len

let output_substring oc s ofs len =
  if ofs < 0 || len < 0 || ofs > string_length s - len then
    invalid_arg "output_substring"
  else unsafe_output_string oc s ofs len

external output_byte : out_channel -> int -> unit = "caml_ml_output_char"
external output_binary_int : out_channel -> int -> unit = "caml_ml_output_int"
external marshal_to_channel : out_channel -> 'a -> unit list -> unit
  = "caml_output_value"

let output_value oc v = marshal_to_channel oc v []

external seek_out : out_channel -> int -> unit = "caml_ml_seek_out"
external pos_out : out_channel -> int = "caml_ml_pos_out"
external out_channel_length : out_channel -> int = "caml_ml_channel_size"
external close_out_channel : out_channel -> unit = "caml_ml_close_channel"

let close_out oc =
  flush oc;
  close_out_channel oc

let close_out_noerr oc =
  (try flush oc with _ -> ());
  try close_out_channel oc with _ -> ()

external set_binary_mode_out : out_channel -> bool -> unit
  = "caml_ml_set_binary_mode"

let open_in_gen mode perm name =
  let ic = open_descriptor_in (open_desc name mode perm) in
  set_in_channel_name ic name;
  ic

let open_in name = open_in_gen [ Open_rdonly; Open_text ] 0 name
let open_in_bin name = open_in_gen [ Open_rdonly; Open_binary ] 0 name

external input_char : in_channel -> char = "caml_ml_input_char"
external unsafe_input : in_channel -> bytes -> int -> int -> int
  = "caml_ml_input"

let input ic b ofs len =
  if ofs < 0 || len < 0 || ofs > bytes_length b - len then
    invalid_arg "input"
  else unsafe_input ic b ofs len

let rec unsafe_really_input ic b ofs len =
  if len > 0 then begin
    let got = unsafe_input ic b ofs len in
    if got = 0 then raise End_of_file
    else unsafe_really_input ic b (ofs + got) (len - got)
  end

let really_input ic b ofs len =
  if ofs < 0 || len < 0 || ofs > bytes_length b - len then
    invalid_arg "really_input"
  else unsafe_really_input ic b ofs len

let really_input_string ic len =
  let b = bytes_create len in
  really_input ic b 0 len;
  bytes_unsafe_to_string b

(* caml_ml_input_scan_line answers: 0 at end of input, n > 0 when a newline
   ends the n buffered bytes, -n when n bytes are buffered without one. *)
external input_scan_line : in_channel -> int = "caml_ml_input_scan_line"

let input_line ic =
  (* [chunks] holds the pieces read so far, last first; [total] their
     length. *)
  let concat_chunks chunks total =
    let result = bytes_create total in
    let rec fill pos chunks =
      match chunks with
      | [] -> ()
      | chunk :: rest ->
          let n = bytes_length chunk in
          bytes_blit chunk 0 result (pos - n) n;
          fill (pos - n) rest
    in
    fill total chunks;
    result
  in
  let rec scan chunks total =
    let n = input_scan_line ic in
    if n = 0 then
      match chunks with
      | [] -> raise End_of_file
      | _ -> concat_chunks chunks total
    else if n > 0 then begin
      let line = bytes_create (n - 1) in
      ignore (unsafe_input ic line 0 (n - 1));
      ignore (input_char ic);
      match chunks with
      | [] -> line
      | _ -> concat_chunks (line :: chunks) (total + n - 1)
    end
    else begin
      let chunk = bytes_create (-n) in
      ignore (unsafe_input ic chunk 0 (-n));
      scan (chunk :: chunks) (total - n)
    end
  in
  bytes_unsafe_to_string (scan [] 0)

external input_byte : in_channel -> int = "caml_ml_input_char"
external input_binary_int : in_channel -> int = "caml_ml_input_int"
external input_value : in_channel -> 'a = "caml_input_value"
external seek_in : in_channel -> int -> unit = "caml_ml_seek_in"
external pos_in : in_channel -> int = "caml_ml_pos_in"
external in_channel_length : in_channel -> int = "caml_ml_channel_size"
external close_in : in_channel -> unit = "caml_ml_close_channel"

let close_in_noerr ic = try close_in ic with _ -> ()

external set_binary_mode_in : in_channel -> bool -> unit
  = "caml_ml_set_binary_mode"

(* Standard output and standard error *)

let print_char c = output_char stdout c
let print_string s = output_string stdout s
let print_bytes b = output_bytes stdout b
let print_int n = output_string stdout (string_of_int n)
let print_float f = output_string stdout (string_of_float f)

let print_endline s =
  output_string stdout s;
  output_char stdout '\n';
  flush stdout

let print_newline () =
  output_char stdout '\n';
  flush stdout

let prerr_char c = output_char stderr c
let prerr_string s = output_string stderr s
let prerr_bytes b = output_bytes stderr b
let prerr_int n = output_string stderr (string_of_int n)
let prerr_float f = output_string stderr (string_of_float f)

let prerr_endline s =
  output_string stderr s;
  output_char stderr '\n';
  flush stderr

let prerr_newline () =
  output_char stderr '\n';
  flush stderr

(* Standard input; stdout is flushed first so that a prompt shows. *)

let read_line () =
  flush stdout;
  input_line stdin

let read_int () = int_of_string (read_line ())
let read_int_opt () = int_of_string_opt (read_line ())
let read_float () = float_of_string (read_line ())
let read_float_opt () = float_of_string_opt (read_line ())

module LargeFile = struct
  external seek_out : out_channel -> int64 -> unit = "caml_ml_seek_out_64"
  external pos_out : out_channel -> int64 = "caml_ml_pos_out_64"
  external out_channel_length : out_channel -> int64
    = "caml_ml_channel_size_64"
  external seek_in : in_channel -> int64 -> unit = "caml_ml_seek_in_64"
  external pos_in : in_channel -> int64 = "caml_ml_pos_in_64"
  external in_channel_length : in_channel -> int64 = "caml_ml_channel_size_64"
end

(* References *)

type 'a ref = { mutable contents : 'a }

external ref : 'a -> 'a ref = "%makemutable"
external ( ! ) : 'a ref -> 'a = "%field0"
external ( := ) : 'a ref -> 'a -> unit = "%setfield0"
external incr : int ref -> unit = "%incr"
external decr : int ref -> unit = "%decr"

(* Results *)

type ('a, 'b) result = Ok of 'a | Error of 'b

(* Formats: the runtime owns their representation. *)

type ('a, 'b, 'c, 'd, 'e, 'f) format6 =
  ('a, 'b, 'c, 'd, 'e, 'f) CamlinternalFormatBasics.format6
type ('a, 'b, 'c, 'd) format4 = ('a, 'b, 'c, 'c, 'c, 'd) format6
type ('a, 'b, 'c) format = ('a, 'b, 'c, 'c) format4

external string_of_format : ('a, 'b, 'c, 'd, 'e, 'f) format6 -> string
  = "caml_flambe_string_of_format"

external format_of_string :
  ('a, 'b, 'c, 'd, 'e, 'f) format6 -> ('a, 'b, 'c, 'd, 'e, 'f) format6
  = "%identity"

external ( ^^ ) :
  ('a, 'b, 'c, 'd, 'e, 'f) format6 ->
  ('f, 'b, 'c, 'e, 'g, 'h) format6 ->
  ('a, 'b, 'c, 'd, 'g, 'h) format6 = "caml_flambe_format_concat"

(* Program exit *)

external sys_exit : int -> 'a = "caml_sys_exit"

(* The functions to run at exit, newest first, ending with flush_all. *)
let exit_function = ref flush_all

(* Each registered function runs at most once, even if exit is called again
   from inside one of them. *)
let at_exit f =
  let pending = ref true in
  let rest = !exit_function in
  exit_function :=
    fun () ->
      if !pending then begin
        pending := false;
        f ()
      end;
      rest ()

let do_at_exit () = !exit_function ()

let exit code =
  do_at_exit ();
  sys_exit code

(* The runtime calls this when the program ends without calling exit. *)
let () = register_named_value "Pervasives.do_at_exit" do_at_exit
