let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
let encode s =
  let b = Buffer.create ((String.length s + 2) / 3 * 4) in
  let n = String.length s in
  let byte i = if i < n then Char.code s.[i] else 0 in
  let rec go i =
    if i < n then begin
      let w = (byte i lsl 16) lor (byte (i + 1) lsl 8) lor byte (i + 2) in
      for k = 0 to 3 do
        if i + k - 1 < n then Buffer.add_char b alphabet.[(w lsr (18 - 6 * k)) land 63]
        else Buffer.add_char b '='
      done;
      go (i + 3)
    end in
  go 0;
  Buffer.contents b
let e = encode "Hello!!"
