(* A generic lexer with OCaml's lexical conventions, parameterised by the keywords. Tokens:
   identifiers (letters, digits, '_' and quotes, starting with a letter or '_'; Latin-1 letters
   count), operators (sequences of operator characters, '-' included after the first),
   integers and floats (a '-' directly before a digit makes a negative number), character and
   string literals with the escapes \n \r \t \ddd and \c for any other c, and single characters
   that are keywords. Blanks and nested (* comments *) are skipped. A single character that is
   no keyword raises [Stream.Error "Illegal character c"], a malformed literal
   [Stream.Error ""], and the end of the input inside a comment or a string [Stream.Failure]. *)

type token =
  | Kwd of string
  | Ident of string
  | Int of int
  | Float of float
  | String of string
  | Char of char

let is_ident_start = function 'A' .. 'Z' | 'a' .. 'z' | '_' | '\192' .. '\255' -> true | _ -> false
let is_ident_char c = is_ident_start c || match c with '0' .. '9' | '\'' -> true | _ -> false

let is_operator_start = function
  | '!' | '%' | '&' | '$' | '#' | '+' | '/' | ':' | '<' | '=' | '>' | '?' | '@' | '\\' | '~' | '^' | '|' | '*' -> true
  | _ -> false

let is_operator_char c = is_operator_start c || c = '-'

let make_lexer keywords =
  let table = Hashtbl.create 17 in
  List.iter (fun k -> Hashtbl.add table k (Kwd k)) keywords;
  let ident_or_keyword s = match Hashtbl.find table s with t -> t | exception Not_found -> Ident s in
  let keyword_or_error c =
    let s = String.make 1 c in
    match Hashtbl.find table s with t -> t | exception Not_found -> raise (Stream.Error ("Illegal character " ^ s))
  in
  let buf = Buffer.create 32 in
  fun input ->
    let peek () = Stream.peek input in
    let junk () = Stream.junk input in
    (* characters satisfying [p], added to the buffer *)
    let rec take_while p =
      match peek () with
      | Some c when p c ->
          junk ();
          Buffer.add_char buf c;
          take_while p
      | _ -> ()
    in
    let digits () = take_while (function '0' .. '9' -> true | _ -> false) in
    let exponent () =
      junk ();
      Buffer.add_char buf 'E';
      (match peek () with
       | Some (('+' | '-') as c) ->
           junk ();
           Buffer.add_char buf c
       | _ -> ());
      digits ();
      Float (float_of_string (Buffer.contents buf))
    in
    (* the buffer holds the first digit (after a '-' if any) *)
    let number () =
      digits ();
      match peek () with
      | Some '.' -> (
          junk ();
          Buffer.add_char buf '.';
          digits ();
          match peek () with Some ('e' | 'E') -> exponent () | _ -> Float (float_of_string (Buffer.contents buf)))
      | Some ('e' | 'E') -> exponent ()
      | _ -> Int (int_of_string (Buffer.contents buf))
    in
    (* after a backslash; [Stream.Failure] at the end of the input *)
    let escape () =
      match peek () with
      | Some 'n' -> junk (); '\n'
      | Some 'r' -> junk (); '\r'
      | Some 't' -> junk (); '\t'
      | Some ('0' .. '9' as c1) -> (
          junk ();
          match peek () with
          | Some ('0' .. '9' as c2) -> (
              junk ();
              match peek () with
              | Some ('0' .. '9' as c3) ->
                  junk ();
                  Char.chr (((Char.code c1 - 48) * 100) + ((Char.code c2 - 48) * 10) + (Char.code c3 - 48))
              | _ -> raise (Stream.Error ""))
          | _ -> raise (Stream.Error ""))
      | Some c -> junk (); c
      | None -> raise Stream.Failure
    in
    let escape_or_error () = try escape () with Stream.Failure -> raise (Stream.Error "") in
    let char_literal () =
      let c =
        match peek () with
        | Some '\\' -> junk (); escape_or_error ()
        | Some c -> junk (); c
        | None -> raise (Stream.Error "")
      in
      match peek () with
      | Some '\'' -> junk (); Char c
      | _ -> raise (Stream.Error "")
    in
    let rec string_literal () =
      match peek () with
      | Some '"' -> junk (); String (Buffer.contents buf)
      | Some '\\' -> junk (); Buffer.add_char buf (escape_or_error ()); string_literal ()
      | Some c -> junk (); Buffer.add_char buf c; string_literal ()
      | None -> raise Stream.Failure
    in
    (* inside a comment, after its opening; ends after the matching close *)
    let rec comment () =
      match peek () with
      | Some '(' -> (
          junk ();
          match peek () with
          | Some '*' -> junk (); comment (); comment ()
          | Some _ -> junk (); comment ()
          | None -> raise Stream.Failure)
      | Some '*' -> junk (); end_of_comment ()
      | Some _ -> junk (); comment ()
      | None -> raise Stream.Failure
    and end_of_comment () =
      match peek () with
      | Some ')' -> junk ()
      | Some '*' -> junk (); end_of_comment ()
      | Some _ -> junk (); comment ()
      | None -> raise Stream.Failure
    in
    let rec token () =
      match peek () with
      | None -> None
      | Some (' ' | '\010' | '\013' | '\009' | '\026' | '\012') -> junk (); token ()
      | Some c when is_ident_start c ->
          junk ();
          Buffer.clear buf;
          Buffer.add_char buf c;
          take_while is_ident_char;
          Some (ident_or_keyword (Buffer.contents buf))
      | Some c when is_operator_start c ->
          junk ();
          Buffer.clear buf;
          Buffer.add_char buf c;
          take_while is_operator_char;
          Some (ident_or_keyword (Buffer.contents buf))
      | Some ('0' .. '9' as c) ->
          junk ();
          Buffer.clear buf;
          Buffer.add_char buf c;
          Some (number ())
      | Some '\'' -> junk (); Some (char_literal ())
      | Some '"' -> junk (); Buffer.clear buf; Some (string_literal ())
      | Some '-' -> (
          junk ();
          Buffer.clear buf;
          Buffer.add_char buf '-';
          match peek () with
          | Some ('0' .. '9' as c) -> junk (); Buffer.add_char buf c; Some (number ())
          | _ -> take_while is_operator_char; Some (ident_or_keyword (Buffer.contents buf)))
      | Some '(' -> (
          junk ();
          match peek () with
          | Some '*' -> junk (); comment (); token ()
          | _ -> Some (keyword_or_error '('))
      | Some c -> junk (); Some (keyword_or_error c)
    in
    Stream.from (fun _ -> token ())
