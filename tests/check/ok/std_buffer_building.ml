let csv_line fields =
  let b = Buffer.create 64 in
  List.iteri (fun i f ->
      if i > 0 then Buffer.add_char b ',';
      if String.contains f ',' then begin
        Buffer.add_char b '"'; Buffer.add_string b f; Buffer.add_char b '"'
      end else Buffer.add_string b f)
    fields;
  Buffer.contents b
let line = csv_line ["a"; "b,c"; "d"]
let b = Buffer.create 16
let () = Buffer.add_substring b "hello world" 6 5; Buffer.add_bytes b (Bytes.of_string "!")
let len = Buffer.length b
let nth = Buffer.nth b 0
let () = Buffer.clear b
let () = Buffer.add_utf_8_uchar b (Uchar.of_int 0xe9)
let s = Buffer.sub b 0 (Buffer.length b)
