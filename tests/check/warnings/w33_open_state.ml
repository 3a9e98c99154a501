(* Warning 33 is decided by the state where the open is written. *)
[@@@ocaml.warning "+33"]
open List
[@@@ocaml.warning "-33"]
open Array
let f () = let open String [@warning "+33"] in 1
let g () = (let open Bytes in 2) [@warning "+33"]
