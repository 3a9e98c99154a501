let is_palindrome s =
  let s = String.lowercase_ascii s in
  let b = Buffer.create (String.length s) in
  String.iter (fun c -> if (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') then Buffer.add_char b c) s;
  let t = Buffer.contents b in
  let n = String.length t in
  let rec go i = i >= n / 2 || (t.[i] = t.[n - 1 - i] && go (i + 1)) in
  go 0
let reverse s = let n = String.length s in String.init n (fun i -> s.[n - 1 - i])
let () =
  List.iter (fun s -> Printf.printf "%-35s %b %s\n" s (is_palindrome s) (reverse s))
    [ "racecar"; "A man, a plan, a canal: Panama"; "hello"; ""; "No 'x' in Nixon"; "12321"; "ab" ]
