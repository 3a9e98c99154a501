exception Parse_error of string * int
exception Empty
exception Wrapped of exn
exception Rec_err of { line : int; msg : string }
let fail line msg = raise (Parse_error (msg, line))
let head = function [] -> raise Empty | x :: _ -> x
let wrap f = try f () with e -> raise (Wrapped e)
let to_msg = function
  | Parse_error (m, l) -> Printf.sprintf "%d: %s" l m
  | Rec_err { line; msg } -> string_of_int line ^ msg
  | Empty -> "empty"
  | _ -> "other"
let safe () = try fail 3 "bad" with Parse_error (_, l) -> l
