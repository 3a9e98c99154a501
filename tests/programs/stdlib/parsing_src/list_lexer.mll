{
open Parser
}
rule token = parse
  | [' ' '\t' '\n'] { token lexbuf }
  | ';' [^ '\n']* { token lexbuf }
  | '-'? ['0'-'9']+ as n { INT (int_of_string n) }
  | '"' ([^ '"']* as s) '"' { STRING s }
  | '(' { LPAREN }
  | ')' { RPAREN }
  | '.' { DOT }
  | '\'' { QUOTE }
  | '#' { HASH }
  | [^ ' ' '\t' '\n' '(' ')' '"' '\'' ';' '#']+ as a { ATOM a }
  | eof { EOF }
