{
open Parser
exception Bad_char of char * int
}
rule token = parse
  | [' ' '\t'] { token lexbuf }
  | '\n' { Lexing.new_line lexbuf; EOL }
  | ['0'-'9']+ as n { INT (int_of_string n) }
  | "let" { LET }
  | ['a'-'z' '_'] ['a'-'z' '_' '0'-'9']* as id { IDENT id }
  | '=' { EQUAL }
  | '+' { PLUS }
  | '-' { MINUS }
  | '*' { TIMES }
  | '/' { DIV }
  | '%' { MOD }
  | '^' { POW }
  | '(' { LPAREN }
  | ')' { RPAREN }
  | eof { EOF }
  | _ as c { raise (Bad_char (c, Lexing.lexeme_start lexbuf)) }
