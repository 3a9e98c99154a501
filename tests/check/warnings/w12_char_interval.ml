(* A char interval is one pattern to the analysis of unused sub-patterns: it is unused only
   when every char of it is covered, and a char the interval covers is reported. *)
let c = function '\t' -> 1 | '\000'..'\031' -> 2 | _ -> 3
let d = function ('\t' | '\000'..'\031') -> 2 | _ -> 3
let e = function ('a'..'z' | 'b') -> 1 | _ -> 0
let f = function ('a'..'z' | 'c'..'f') -> 1 | _ -> 0
let g = function ('a'..'c' | 'a' | 'b' | 'c' | 'd') -> 1 | _ -> 0
let h = function 'a'..'z' -> 1 | 'b'..'d' -> 2 | _ -> 0
let i = function 'a' | 'b' -> 1 | ('x' | 'a'..'b') -> 2 | _ -> 0
let j = function 'a'..'a' -> 1 | ('a'..'a' | 'q') -> 2 | _ -> 0
let k = function 'z'..'a' -> 1 | ('m' | 'n'..'o') -> 2 | _ -> 0
let l = function ('\000'..'\031', 'a') -> 1 | ('\t', ('a' | 'b')) -> 2 | _ -> 0
let m = function 'a' -> 0 | ('b'..'c' | 'a'..'b') -> 1 | _ -> 2
let n = function 'a'..'b' -> 0 | ('a'..'b' | 'c') -> 1 | _ -> 2
let o = function ('\t' | '\n') -> 0 | ('\000'..'\031' | ' ') -> 1 | ('\n'..'\r' | '!') -> 2 | _ -> 3
let p = function Some ('0'..'9') -> 0 | Some ('5' | 'a'..'f' | '7'..'8') -> 1 | _ -> 2
