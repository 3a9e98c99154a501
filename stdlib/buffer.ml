(* Extensible byte buffers: a byte sequence filled up to [position], twice
   as large each time it must grow. *)

type t = {
  mutable bytes : bytes;
  mutable position : int;
  mutable capacity : int;
  initial : bytes;  (* given back by [reset] *)
}

let create n =
  let n = if n < 1 then 1 else if n > Sys.max_string_length then Sys.max_string_length else n in
  let b = Bytes.create n in
  { bytes = b; position = 0; capacity = n; initial = b }

let contents b = Bytes.sub_string b.bytes 0 b.position
let to_bytes b = Bytes.sub b.bytes 0 b.position

let sub b ofs len =
  if ofs < 0 || len < 0 || ofs > b.position - len then invalid_arg "Buffer.sub"
  else Bytes.sub_string b.bytes ofs len

let blit src src_ofs dst dst_ofs len =
  if
    len < 0 || src_ofs < 0
    || src_ofs > src.position - len
    || dst_ofs < 0
    || dst_ofs > Bytes.length dst - len
  then invalid_arg "Buffer.blit"
  else Bytes.unsafe_blit src.bytes src_ofs dst dst_ofs len

let nth b i =
  if i < 0 || i >= b.position then invalid_arg "Buffer.nth"
  else Bytes.unsafe_get b.bytes i

let length b = b.position
let clear b = b.position <- 0

let reset b =
  b.position <- 0;
  b.bytes <- b.initial;
  b.capacity <- Bytes.length b.initial

(* Makes room for [more] bytes after the current position. *)
let grow b more =
  let needed = b.position + more in
  let size = ref b.capacity in
  while needed > !size do
    size := 2 * !size
  done;
  if !size > Sys.max_string_length then begin
    if needed <= Sys.max_string_length then size := Sys.max_string_length
    else failwith "Buffer.add: cannot grow buffer"
  end;
  let bigger = Bytes.create !size in
  Bytes.blit b.bytes 0 bigger 0 b.position;
  b.bytes <- bigger;
  b.capacity <- !size

let ensure b more = if b.position + more > b.capacity then grow b more

let add_char b c =
  let pos = b.position in
  if pos >= b.capacity then grow b 1;
  Bytes.unsafe_set b.bytes pos c;
  b.position <- pos + 1

let put_byte b n =
  Bytes.unsafe_set b.bytes b.position (Char.unsafe_chr n);
  b.position <- b.position + 1

let add_utf_8_uchar b u =
  let n = Uchar.to_int u in
  if n <= 0x7F then add_char b (Char.unsafe_chr n)
  else if n <= 0x7FF then begin
    ensure b 2;
    put_byte b (0xC0 lor (n lsr 6));
    put_byte b (0x80 lor (n land 0x3F))
  end
  else if n <= 0xFFFF then begin
    ensure b 3;
    put_byte b (0xE0 lor (n lsr 12));
    put_byte b (0x80 lor ((n lsr 6) land 0x3F));
    put_byte b (0x80 lor (n land 0x3F))
  end
  else begin
    ensure b 4;
    put_byte b (0xF0 lor (n lsr 18));
    put_byte b (0x80 lor ((n lsr 12) land 0x3F));
    put_byte b (0x80 lor ((n lsr 6) land 0x3F));
    put_byte b (0x80 lor (n land 0x3F))
  end

(* UTF-16 in either byte order: [unit] writes one 16-bit code unit. *)
let add_utf_16 unit b u =
  let n = Uchar.to_int u in
  if n <= 0xFFFF then begin
    ensure b 2;
    unit b n
  end
  else begin
    let m = n - 0x10000 in
    ensure b 4;
    unit b (0xD800 lor (m lsr 10));
    unit b (0xDC00 lor (m land 0x3FF))
  end

let add_utf_16be_uchar b u =
  add_utf_16
    (fun b w ->
      put_byte b (w lsr 8);
      put_byte b (w land 0xFF))
    b u

let add_utf_16le_uchar b u =
  add_utf_16
    (fun b w ->
      put_byte b (w land 0xFF);
      put_byte b (w lsr 8))
    b u

let add_substring b s ofs len =
  if ofs < 0 || len < 0 || ofs > String.length s - len then
    invalid_arg "Buffer.add_substring/add_subbytes";
  ensure b len;
  Bytes.blit_string s ofs b.bytes b.position len;
  b.position <- b.position + len

let add_subbytes b s ofs len =
  if ofs < 0 || len < 0 || ofs > Bytes.length s - len then
    invalid_arg "Buffer.add_substring/add_subbytes";
  ensure b len;
  Bytes.blit s ofs b.bytes b.position len;
  b.position <- b.position + len

let add_string b s =
  let len = String.length s in
  ensure b len;
  Bytes.blit_string s 0 b.bytes b.position len;
  b.position <- b.position + len

let add_bytes b s = add_subbytes b s 0 (Bytes.length s)
let add_buffer b other = add_subbytes b other.bytes 0 other.position

(* Reads up to [len] bytes; what was read stays in the buffer even when
   the channel ends early (End_of_file is raised after). *)
let add_channel b ic len =
  if len < 0 || len > Sys.max_string_length then invalid_arg "Buffer.add_channel";
  ensure b len;
  let rec read total =
    if total = len then total
    else
      let got = input ic b.bytes (b.position + total) (len - total) in
      if got = 0 then total else read (total + got)
  in
  let got = read 0 in
  b.position <- b.position + got;
  if got < len then raise End_of_file

let output_buffer oc b = output oc b.bytes 0 b.position

(* Variable references for add_substitute: $name (letters, digits, _),
   $(name) or ${name} with balanced brackets; a backslash before $ keeps
   the $ literal. A $ with nothing after it raises Not_found. *)
let find_variable s start limit =
  if start >= limit then raise Not_found
  else
    match s.[start] with
    | ('(' | '{') as opening ->
        let closing = if opening = '(' then ')' else '}' in
        let rec close depth i =
          if i >= limit then raise Not_found
          else if s.[i] = opening then close (depth + 1) (i + 1)
          else if s.[i] = closing then if depth = 0 then i else close (depth - 1) (i + 1)
          else close depth (i + 1)
        in
        let stop = close 0 (start + 1) in
        (String.sub s (start + 1) (stop - start - 1), stop + 1)
    | _ ->
        let rec name_end i =
          if i >= limit then limit
          else
            match s.[i] with
            | 'a' .. 'z' | 'A' .. 'Z' | '0' .. '9' | '_' -> name_end (i + 1)
            | _ -> i
        in
        let stop = name_end (start + 1) in
        (String.sub s start (stop - start), stop)

let add_substitute b f s =
  let limit = String.length s in
  let rec scan previous i =
    if i < limit then
      match s.[i] with
      | '$' when previous = '\\' ->
          add_char b '$';
          scan ' ' (i + 1)
      | '$' ->
          let name, next = find_variable s (i + 1) limit in
          add_string b (f name);
          scan ' ' next
      | c when previous = '\\' ->
          add_char b '\\';
          add_char b c;
          scan ' ' (i + 1)
      | '\\' -> scan '\\' (i + 1)
      | c ->
          add_char b c;
          scan c (i + 1)
    else if previous = '\\' then add_char b '\\'
  in
  scan ' ' 0

let truncate b len =
  if len < 0 || len > length b then invalid_arg "Buffer.truncate"
  else b.position <- len

let to_seq b =
  let rec from i () =
    if i >= b.position then Seq.Nil else Seq.Cons (Bytes.unsafe_get b.bytes i, from (i + 1))
  in
  from 0

let to_seqi b =
  let rec from i () =
    if i >= b.position then Seq.Nil
    else Seq.Cons ((i, Bytes.unsafe_get b.bytes i), from (i + 1))
  in
  from 0

let add_seq b seq = Seq.iter (add_char b) seq

let of_seq seq =
  let b = create 32 in
  add_seq b seq;
  b

(* Binary encodings, written with Bytes' setters once there is room. *)
let add_fixed size set b x =
  ensure b size;
  set b.bytes b.position x;
  b.position <- b.position + size

let add_int8 b x = add_fixed 1 Bytes.set_int8 b x
let add_uint8 b x = add_fixed 1 Bytes.set_uint8 b x
let add_int16_ne b x = add_fixed 2 Bytes.set_int16_ne b x
let add_int16_be b x = add_fixed 2 Bytes.set_int16_be b x
let add_int16_le b x = add_fixed 2 Bytes.set_int16_le b x
let add_uint16_ne b x = add_fixed 2 Bytes.set_uint16_ne b x
let add_uint16_be b x = add_fixed 2 Bytes.set_uint16_be b x
let add_uint16_le b x = add_fixed 2 Bytes.set_uint16_le b x
let add_int32_ne b x = add_fixed 4 Bytes.set_int32_ne b x
let add_int32_be b x = add_fixed 4 Bytes.set_int32_be b x
let add_int32_le b x = add_fixed 4 Bytes.set_int32_le b x
let add_int64_ne b x = add_fixed 8 Bytes.set_int64_ne b x
let add_int64_be b x = add_fixed 8 Bytes.set_int64_be b x
let add_int64_le b x = add_fixed 8 Bytes.set_int64_le b x
