/* An arithmetic calculator: precedences, unary minus, errors recovered at the end of a line. */
%{
let report fmt = Printf.printf fmt
let vars : (string, int) Hashtbl.t = Hashtbl.create 8

(* Called by the parser on a syntax error, before recovery. *)
let parse_error msg =
  report "  [%s at %d-%d]\n" msg (Parsing.symbol_start ()) (Parsing.symbol_end ())
%}
%token <int> INT
%token <string> IDENT
%token PLUS MINUS TIMES DIV MOD POW LPAREN RPAREN EOL EOF LET EQUAL
%right POW
%left PLUS MINUS
%left TIMES DIV MOD
%nonassoc UMINUS
%start main
%type <(string * int) option list> main
%%
main:
    lines EOF                  { List.rev $1 }
;
lines:
    /* empty */                { [] }
  | lines line                 { $2 :: $1 }
;
line:
    expr EOL                   { Some ("", $1) }
  | LET IDENT EQUAL expr EOL   { Hashtbl.replace vars $2 $4; Some ($2, $4) }
  | EOL                        { None }
  | error EOL                  { report "  recovered at %d\n" (Parsing.rhs_end 2); None }
;
expr:
    INT                        { $1 }
  | IDENT                      { try Hashtbl.find vars $1 with Not_found -> report "  unbound %s\n" $1; raise Parsing.Parse_error }
  | LPAREN expr RPAREN         { $2 }
  | expr PLUS expr             { $1 + $3 }
  | expr MINUS expr            { $1 - $3 }
  | expr TIMES expr            { $1 * $3 }
  | expr DIV expr              { if $3 = 0 then (report "  division by zero\n"; raise Parsing.Parse_error) else $1 / $3 }
  | expr MOD expr              { if $3 = 0 then raise Parsing.Parse_error else $1 mod $3 }
  | expr POW expr              { let rec p b e = if e <= 0 then 1 else b * p b (e - 1) in p $1 $3 }
  | MINUS expr %prec UMINUS    { - $2 }
;
