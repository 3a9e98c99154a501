let encode_utf8 code =
  let b = Buffer.create 4 in
  Buffer.add_utf_8_uchar b (Uchar.of_int code);
  Buffer.contents b
let euro = encode_utf8 0x20AC
let len = String.length euro
let max_u = Uchar.to_int Uchar.max
let rep = Uchar.rep
let succ_a = Uchar.succ (Uchar.of_char 'a') |> Uchar.to_char
let is_char = Uchar.is_char (Uchar.of_int 200)
