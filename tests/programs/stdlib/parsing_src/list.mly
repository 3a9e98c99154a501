/* S-expressions read from strings: two entry points, right recursion deep enough to grow the
   parser's stacks, dotted lists, and a parse started from an action (#"..." parses the string's
   contents with the same parser, and the action then reads its own positions). */
%{
type sexp =
  | Atom of string
  | Int of int
  | Str of string
  | List of sexp list
  | Dotted of sexp list * sexp

let rec show = function
  | Atom a -> a
  | Int n -> string_of_int n
  | Str s -> Printf.sprintf "%S" s
  | List l -> "(" ^ String.concat " " (List.map show l) ^ ")"
  | Dotted (l, s) -> "(" ^ String.concat " " (List.map show l) ^ " . " ^ show s ^ ")"

(* The parser of the strings after #, set by the driver (a header cannot name the parser). *)
let nested : (string -> sexp list) ref = ref (fun _ -> [])

let offsets () = Printf.sprintf "%d-%d" (Parsing.symbol_start ()) (Parsing.symbol_end ())
%}
%token <string> ATOM
%token <int> INT
%token <string> STRING
%token LPAREN RPAREN DOT QUOTE HASH EOF
%start sexp_eof
%type <sexp> sexp_eof
%start sexps
%type <sexp list> sexps
%%
sexp_eof:
    sexp EOF                          { $1 }
;
sexps:
    items EOF                         { $1 }
;
items:
    /* empty */                       { [] }
  | sexp items                        { $1 :: $2 }
;
sexp:
    ATOM                              { Atom $1 }
  | INT                               { Int $1 }
  | STRING                            { Str $1 }
  | QUOTE sexp                        { List [Atom "quote"; $2] }
  | LPAREN items RPAREN               { List $2 }
  | LPAREN sexp items DOT sexp RPAREN { Dotted ($2 :: $3, $5) }
  | HASH STRING
      { let before = offsets () in
        let inner = try List (!nested $2) with Parsing.Parse_error -> Atom "<error>" in
        Printf.printf "  nested %S at %s, then %s (string at %d-%d): %s\n" $2 before (offsets ())
          (Parsing.rhs_start 2) (Parsing.rhs_end 2) (show inner);
        inner }
;
