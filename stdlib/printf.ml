(* Formatted output over the runtime's format engine: the engine consumes the
   arguments and describes the output as a list of pieces; printing them (and
   calling the %a and %t printers, in order) is done here, once the last
   argument has arrived, as OCaml does. *)

(* The pieces, in the order of the runtime's encoding (runtime/printf.ts). *)
type ('b, 'c) piece =
  | Flush                        (* %! *)
  | Text of string               (* literal text, converted arguments *)
  | Delayed of ('b -> 'c)        (* %a and %t, applied to the output target *)
  | Directive of string          (* a Format directive, printed as written *)
  | Invalid of string            (* a conversion that fails when printed *)
[@@warning "-37"] (* built by the runtime only *)

external format :
  ('a, 'b, 'c, 'd, 'e, 'f) format6 -> (('b, 'c) piece list -> 'f) -> 'a
  = "caml_flambe_format"

let rec output_pieces oc = function
  | [] -> ()
  | piece :: rest ->
      (match piece with
       | Flush -> flush oc
       | Text s | Directive s -> output_string oc s
       | Delayed f -> f oc
       | Invalid msg -> invalid_arg msg);
      output_pieces oc rest

let rec buffer_pieces b = function
  | [] -> ()
  | piece :: rest ->
      (match piece with
       | Flush -> ()
       | Text s | Directive s -> Buffer.add_string b s
       | Delayed f -> f b
       | Invalid msg -> invalid_arg msg);
      buffer_pieces b rest

(* For sprintf, the %a and %t printers return the text to insert. *)
let rec string_pieces b = function
  | [] -> ()
  | piece :: rest ->
      (match piece with
       | Flush -> ()
       | Text s | Directive s -> Buffer.add_string b s
       | Delayed f -> Buffer.add_string b (f ())
       | Invalid msg -> invalid_arg msg);
      string_pieces b rest

let kfprintf k oc fmt = format fmt (fun pieces -> output_pieces oc pieces; k oc)
let fprintf oc fmt = kfprintf ignore oc fmt
let printf fmt = fprintf stdout fmt
let eprintf fmt = fprintf stderr fmt

(* The i- variants take the arguments and print nothing: the pieces are dropped
   unprinted, so no printer is called. *)
let ikfprintf k x fmt = format fmt (fun _ -> k x)
let ifprintf _ fmt = format fmt (fun _ -> ())

let kbprintf k b fmt = format fmt (fun pieces -> buffer_pieces b pieces; k b)
let ikbprintf k b fmt = format fmt (fun _ -> k b)
let bprintf b fmt = kbprintf ignore b fmt
let ibprintf b fmt = ikbprintf ignore b fmt

let ksprintf k fmt =
  format fmt (fun pieces ->
    let b = Buffer.create 64 in
    string_pieces b pieces;
    k (Buffer.contents b))
let sprintf fmt = ksprintf (fun s -> s) fmt
let kprintf = ksprintf
