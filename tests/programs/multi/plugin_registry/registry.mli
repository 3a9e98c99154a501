module type PLUGIN = sig
  val name : string
  val transform : string -> string
end
val register : (module PLUGIN) -> unit
val names : unit -> string list
val apply_all : string -> string
val find : string -> (module PLUGIN) option
