let hex_dump s =
  let b = Buffer.create 256 in
  let n = String.length s in
  let rec line off =
    if off < n then begin
      Printf.bprintf b "%08x  " off;
      for i = off to off + 15 do
        if i < n then Printf.bprintf b "%02x " (Char.code s.[i]) else Buffer.add_string b "   "
      done;
      Buffer.add_string b " |";
      for i = off to min (n - 1) (off + 15) do
        let c = s.[i] in Buffer.add_char b (if c >= ' ' && c <= '~' then c else '.')
      done;
      Buffer.add_string b "|\n";
      line (off + 16)
    end in
  line 0;
  Buffer.contents b
let d = hex_dump "Hello\x00\x01 world, this is a dump"
