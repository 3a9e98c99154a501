(** The file's header, set apart by a blank line: floating text. *)

(** A value. *)
let a = 1

(** A type. *)
type t = int

(** An exception. *)
exception E of int

(** A primitive. *)
external id : 'a -> 'a = "%identity"

(** A module. *)
module M = struct
  (** Inside it. *)
  let b = 2
end

(** A module type. *)
module type S = sig val c : int end

(** An open. *)
open M

(** An include. *)
include struct let d = 3 end

(** A class. *)
class c = object method m = 1 end

(** Recursive modules. *)
module rec R : sig end = struct end

(** An extensible type. *)
type ext = ..

(** An extension. *)
type ext += X

[@@@ocaml.warning "-32"]

(** Two values: the first. *)
let e = 1
(** and the second (which also follows e: ambiguous) *)
and f = 2
