{
open Parser
}
rule token = parse
  | [' ' '\t'] { token lexbuf }
  | '\n' { Lexing.new_line lexbuf; token lexbuf }
  | ['0'-'9']+ as n { INT (int_of_string n) }
  | "let" { LET }
  | ['a'-'z' '_'] ['a'-'z' '_' '0'-'9']* as id { IDENT id }
  | '=' { EQUAL }
  | ';' { SEMI }
  | ':' { COLON }
  | ',' { COMMA }
  | '[' { LBRACK }
  | ']' { RBRACK }
  | eof { EOF }
