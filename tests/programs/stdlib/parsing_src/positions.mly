/* Declarations over several lines: the positions an action reads (symbol_start_pos, rhs_*_pos,
   symbol_start/end and rhs_start/end), empty rules among them, and error recovery with the
   error token, in a list and between brackets, including from an action raising Parse_error. */
%{
open Lexing

let pos p = Printf.sprintf "%s:%d:%d" p.pos_fname p.pos_lnum (p.pos_cnum - p.pos_bol)
let span () = Printf.sprintf "%s-%s" (pos (Parsing.symbol_start_pos ())) (pos (Parsing.symbol_end_pos ()))
let rhs i = Printf.sprintf "%s-%s" (pos (Parsing.rhs_start_pos i)) (pos (Parsing.rhs_end_pos i))

let parse_error msg =
  Printf.printf "  %s (offsets %d-%d)\n" msg (Parsing.symbol_start ()) (Parsing.symbol_end ())
%}
%token <string> IDENT
%token <int> INT
%token LET EQUAL SEMI LBRACK RBRACK COMMA COLON EOF
%start program
%type <int> program
%start value_only
%type <string> value_only
%%
program:
    decls EOF                  { Printf.printf "  program %s\n" (span ()); $1 }
;
decls:
    /* empty */                { Printf.printf "  no decls %s (offsets %d-%d)\n" (span ()) (Parsing.symbol_start ()) (Parsing.symbol_end ()); 0 }
  | decls decl                 { $1 + 1 }
;
decl:
    LET IDENT opt_type EQUAL value SEMI
      { Printf.printf "  decl %s%s = %s at %s\n" $2 $3 $5 (span ());
        Printf.printf "    let %s, name %s, type %s, = %s, value %s, ; %s\n" (rhs 1) (rhs 2) (rhs 3) (rhs 4) (rhs 5) (rhs 6);
        Printf.printf "    offsets %d-%d, value %d-%d\n" (Parsing.symbol_start ()) (Parsing.symbol_end ()) (Parsing.rhs_start 5) (Parsing.rhs_end 5) }
  | opt_type SEMI
      { Printf.printf "  empty declaration %s (type %s, ; %s)\n" (span ()) (rhs 1) (rhs 2) }
  | error SEMI
      { Printf.printf "  skipped %s (error %s, ; %s)\n" (span ()) (rhs 1) (rhs 2) }
;
opt_type:
    /* empty */                { Printf.printf "  no type %s\n" (span ()); "" }
  | COLON IDENT                { ": " ^ $2 }
;
value:
    INT                        { string_of_int $1 }
  | IDENT                      { if $1 = "bad" then (Printf.printf "  rejected %s at %s\n" $1 (span ()); raise Parsing.Parse_error) else $1 }
  | LBRACK elems RBRACK        { Printf.printf "  list %s, elements %s\n" (span ()) (rhs 2); "[" ^ String.concat "; " (List.rev $2) ^ "]" }
  | LBRACK error RBRACK        { Printf.printf "  bad list %s (error %s)\n" (span ()) (rhs 2); "[?]" }
;
elems:
    /* empty */                { [] }
  | elem_list                  { $1 }
;
elem_list:
    value                      { [$1] }
  | elem_list COMMA value      { $3 :: $1 }
;
value_only:
    value EOF                  { $1 }
;
