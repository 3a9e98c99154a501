(* The labelled variants of Array, Bytes, List and String under their usual names. *)

module Array = ArrayLabels
module Bytes = BytesLabels
module List = ListLabels
module String = StringLabels
