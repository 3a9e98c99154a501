(* strings sharing prefixes, differing only in length or in one byte, with NUL and high bytes *)
let f = function
  | "" -> 0
  | "a" -> 1
  | "aa" -> 2
  | "aaa" -> 3
  | "aab" -> 4
  | "ab" -> 5
  | "b" -> 6
  | "a\000" -> 7
  | "\000" -> 8
  | "\255\255" -> 9
  | "abcdefghijklmnopqrstuvwxyz" -> 10
  | "abcdefghijklmnopqrstuvwxyZ" -> 11
  | "abcdefgh" -> 12
  | "abcdefg" -> 13
  | _ -> -1
let () =
  List.iter (fun s -> Printf.printf "%S -> %d\n" s (f s))
    [ ""; "a"; "aa"; "aaa"; "aab"; "aac"; "ab"; "b"; "a\000"; "\000"; "\000\000"; "\255\255"; "\255";
      "abcdefghijklmnopqrstuvwxyz"; "abcdefghijklmnopqrstuvwxyZ"; "abcdefghijklmnopqrstuvwxy"; "abcdefgh"; "abcdefg"; "abcdefghi"; "A" ]
