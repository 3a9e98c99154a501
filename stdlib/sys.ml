(* The system interface. Sizes are those of the JavaScript target, where
   int is 32 bits wide, whatever machine runs the program. *)

external get_config : unit -> string * int * bool = "caml_sys_get_config"
external get_executable_name : unit -> string = "caml_sys_executable_name"
external argv : string array = "%sys_argv"

let executable_name = get_executable_name ()
let os_type, _, big_endian = get_config ()

type backend_type = Native | Bytecode | Other of string

let backend_type = Other "flambe"
let unix = os_type = "Unix"
let win32 = os_type = "Win32"
let cygwin = os_type = "Cygwin"
let word_size = 32
let int_size = 32

(* The limits that JavaScript-hosted OCaml reports: arrays up to 2^29 - 1
   elements, float arrays half of that, strings up to 4 bytes per word
   minus the padding byte. *)
let max_array_length = 0x1FFF_FFFF
let max_floatarray_length = max_array_length / 2
let max_string_length = (word_size / 8 * max_array_length) - 1

external runtime_variant : unit -> string = "caml_runtime_variant"
external runtime_parameters : unit -> string = "caml_runtime_parameters"
external file_exists : string -> bool = "caml_sys_file_exists"
external is_directory : string -> bool = "caml_sys_is_directory"
external remove : string -> unit = "caml_sys_remove"
external rename : string -> string -> unit = "caml_sys_rename"
external getenv : string -> string = "caml_sys_getenv"

let getenv_opt name = try Some (getenv name) with Not_found -> None

external command : string -> int = "caml_sys_system_command"
external time : unit -> float = "caml_sys_time"
external chdir : string -> unit = "caml_sys_chdir"
external mkdir : string -> int -> unit = "caml_sys_mkdir"
external rmdir : string -> unit = "caml_sys_rmdir"
external getcwd : unit -> string = "caml_sys_getcwd"
external readdir : string -> string array = "caml_sys_read_directory"

let interactive = ref false

type signal_behavior =
  | Signal_default
  | Signal_ignore
  | Signal_handle of (int -> unit)

external signal : int -> signal_behavior -> signal_behavior
  = "caml_install_signal_handler"

let set_signal number behavior = ignore (signal number behavior)

(* OCaml's portable signal numbers: negative, translated by the runtime. *)
let sigabrt = -1
let sigalrm = -2
let sigfpe = -3
let sighup = -4
let sigill = -5
let sigint = -6
let sigkill = -7
let sigpipe = -8
let sigquit = -9
let sigsegv = -10
let sigterm = -11
let sigusr1 = -12
let sigusr2 = -13
let sigchld = -14
let sigcont = -15
let sigstop = -16
let sigtstp = -17
let sigttin = -18
let sigttou = -19
let sigvtalrm = -20
let sigprof = -21
let sigbus = -22
let sigpoll = -23
let sigsys = -24
let sigtrap = -25
let sigurg = -26
let sigxcpu = -27
let sigxfsz = -28

exception Break

let catch_break on =
  if on then set_signal sigint (Signal_handle (fun _ -> raise Break))
  else set_signal sigint Signal_default

let ocaml_version = "4.13.1"

external enable_runtime_warnings : bool -> unit
  = "caml_ml_enable_runtime_warnings"
external runtime_warnings_enabled : unit -> bool
  = "caml_ml_runtime_warnings_enabled"
external opaque_identity : 'a -> 'a = "%opaque"
