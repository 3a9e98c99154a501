(* Quoted strings: no escapes are interpreted inside. *)
let raw = {|C:\path\no\escape "quotes" fine|}
let with_id = {id|a |} inside does not close|id}
let multi = {|line one
line two|}
let empty_q = {||}
let json = {json|{"k": [1, 2, 3]}|json}
let regex_like = {re|\d+\.\d*|re}
let lengths = List.map String.length [raw; with_id; multi; empty_q; json]
