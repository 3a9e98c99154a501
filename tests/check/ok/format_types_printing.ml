(* The types the -i printer gives to formats and format-consuming functions. *)
let fmt = format_of_string "%d-%s"
let f2 : (int -> unit, out_channel, unit) format = "%d\n"
let print_with fmt x = Printf.printf fmt x
let kfmt k = Printf.ksprintf k "%d %s"
let asp = Format.asprintf "%a" Format.pp_print_int
let pp_list = Format.pp_print_list ~pp_sep:Format.pp_print_space Format.pp_print_string
let concat_fmt = "%s" ^^ "%d"
