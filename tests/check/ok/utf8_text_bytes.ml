(* UTF-8 text is held as bytes: lengths count bytes. *)
let greeting = "héllo wörld"
let bytes_len = String.length greeting
let snowman = "\u{2603}"
let snow_len = String.length snowman
(* a comment with accents: élève, ça, 日本 *)
let mixed = "日本" ^ "語"
let first_byte = Char.code mixed.[0]
