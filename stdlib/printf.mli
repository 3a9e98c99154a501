(* Formatted output. A format's conversions are described in OCaml's manual; the
   runtime's format engine implements them (runtime/printf.ts). *)

val fprintf : out_channel -> ('a, out_channel, unit) format -> 'a
val printf : ('a, out_channel, unit) format -> 'a
val eprintf : ('a, out_channel, unit) format -> 'a
val sprintf : ('a, unit, string) format -> 'a
val bprintf : Buffer.t -> ('a, Buffer.t, unit) format -> 'a
val ifprintf : 'b -> ('a, 'b, 'c, unit) format4 -> 'a
val ibprintf : Buffer.t -> ('a, Buffer.t, unit) format -> 'a
val kfprintf : (out_channel -> 'd) -> out_channel ->
              ('b, out_channel, unit, 'd) format4 -> 'b
val ikfprintf : ('b -> 'd) -> 'b -> ('a, 'b, 'c, 'd) format4 -> 'a
val ksprintf : (string -> 'd) -> ('b, unit, string, 'd) format4 -> 'b
val kbprintf : (Buffer.t -> 'd) -> Buffer.t ->
              ('b, Buffer.t, unit, 'd) format4 -> 'b
val ikbprintf : (Buffer.t -> 'd) -> Buffer.t ->
              ('b, Buffer.t, unit, 'd) format4 -> 'b
val kprintf : (string -> 'b) -> ('a, unit, string, 'b) format4 -> 'a
