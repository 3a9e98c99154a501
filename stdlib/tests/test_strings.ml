(* String, Bytes, Char, Buffer. *)
let pr = print_endline
let catch f = try f () with Invalid_argument m -> pr ("Invalid_argument " ^ m) | Failure m -> pr ("Failure " ^ m) | Not_found -> pr "Not_found"
let () =
  let s = "  Hello, World!\t\n" in
  pr ("[" ^ String.trim s ^ "]" ^ String.escaped s ^ String.escaped "caf\xc3\xa9 \"q\" \\ \001");
  pr (String.concat "|" (String.split_on_char ',' "a,b,,c,"));
  pr (String.uppercase_ascii "abc-xyz" ^ String.lowercase_ascii "ABC" ^ String.capitalize_ascii "hello" ^ String.uncapitalize_ascii "World");
  pr (string_of_bool (String.starts_with ~prefix:"He" "Hello") ^ string_of_bool (String.ends_with ~suffix:"lo" "Hello")
      ^ string_of_bool (String.starts_with ~prefix:"Hello!" "Hello"));
  pr (string_of_int (String.index "hello" 'l') ^ string_of_int (String.rindex "hello" 'l')
      ^ string_of_int (String.index_from "hello" 3 'l') ^ (match String.index_opt "hello" 'z' with None -> "none" | Some _ -> "some"));
  pr (string_of_bool (String.contains "hello" 'e') ^ string_of_bool (String.contains_from "hello" 2 'e') ^ string_of_bool (String.rcontains_from "hello" 2 'e'));
  pr (String.map Char.uppercase_ascii "map" ^ String.mapi (fun i c -> if i = 0 then '_' else c) "mapi" ^ String.make 3 'x' ^ String.init 4 (fun i -> Char.chr (97 + i)));
  pr (string_of_int (String.fold_left (fun a c -> a + Char.code c) 0 "abc") ^ String.fold_right (fun c a -> a ^ String.make 1 c) "abc" "");
  pr (string_of_bool (String.exists (fun c -> c = 'z') "abc") ^ string_of_bool (String.for_all (fun c -> c < 'd') "abc"));
  pr (String.sub "abcdef" 2 3 ^ string_of_int (String.compare "abc" "abd") ^ string_of_bool (String.equal "a" "a"));
  String.iteri (fun i c -> print_string (string_of_int i ^ String.make 1 c)) "xyz"; pr "";
  pr (String.of_seq (Seq.filter (fun c -> c <> 'l') (String.to_seq "hello")));
  catch (fun () -> ignore (String.sub "abc" 2 5)); catch (fun () -> ignore (String.index "abc" 'z'));
  catch (fun () -> ignore (String.index_from "abc" 5 'a')); catch (fun () -> ignore (String.rindex_from "abc" 5 'a'));
  catch (fun () -> ignore "abc".[10]); catch (fun () -> ignore (String.make (-1) 'a'));
  pr (string_of_int (String.get_uint8 "\xff\x01" 0) ^ " " ^ string_of_int (String.get_int8 "\xff" 0) ^ " "
      ^ string_of_int (String.get_uint16_le "\x01\x02" 0) ^ " " ^ string_of_int (String.get_uint16_be "\x01\x02" 0) ^ " "
      ^ string_of_int (String.get_int16_be "\xff\xfe" 0) ^ " " ^ Int32.to_string (String.get_int32_le "\x01\x00\x00\x80" 0) ^ " "
      ^ Int64.to_string (String.get_int64_be "\x00\x00\x00\x00\x00\x00\x01\x00" 0));
  let b = Bytes.of_string "hello world" in
  Bytes.set b 0 'H'; Bytes.blit_string "WORLD" 0 b 6 5; Bytes.fill b 5 1 '_';
  pr (Bytes.to_string b ^ " " ^ Bytes.to_string (Bytes.sub b 0 5) ^ " " ^ Bytes.to_string (Bytes.extend (Bytes.of_string "ab") 1 2) ^ "|");
  pr (Bytes.to_string (Bytes.cat (Bytes.of_string "ab") (Bytes.of_string "cd")) ^ Bytes.to_string (Bytes.concat (Bytes.of_string "-") [Bytes.of_string "x"; Bytes.of_string "y"]));
  pr (Bytes.to_string (Bytes.escaped (Bytes.of_string "a\tb\255")) ^ " " ^ Bytes.to_string (Bytes.trim (Bytes.of_string "  x  ")));
  let e = Bytes.make 8 '\000' in
  Bytes.set_int32_le e 0 0x12345678l; Bytes.set_uint16_be e 4 0xABCD; Bytes.set_int8 e 6 (-2);
  pr (String.escaped (Bytes.to_string e) ^ " " ^ string_of_int (Bytes.get_int16_le e 4));
  catch (fun () -> ignore (Bytes.sub b 5 10)); catch (fun () -> Bytes.blit b 0 e 0 20); catch (fun () -> ignore (Bytes.extend b (-20) 0));
  pr (Char.escaped '\n' ^ Char.escaped '\'' ^ Char.escaped 'a' ^ Char.escaped '\200' ^ String.make 1 (Char.chr 65) ^ string_of_int (Char.compare 'a' 'b'));
  catch (fun () -> ignore (Char.chr 300));
  let buf = Buffer.create 1 in
  Buffer.add_string buf "abc"; Buffer.add_char buf 'd'; Buffer.add_substring buf "xyzw" 1 2;
  Buffer.add_utf_8_uchar buf (Uchar.of_int 0x20AC); Buffer.add_utf_8_uchar buf (Uchar.of_int 0x1F600);
  Buffer.add_utf_16be_uchar buf (Uchar.of_int 0x1F600); Buffer.add_utf_16le_uchar buf (Uchar.of_int 0xE9);
  pr (String.escaped (Buffer.contents buf) ^ " " ^ string_of_int (Buffer.length buf) ^ " " ^ Buffer.sub buf 1 3 ^ String.make 1 (Buffer.nth buf 0));
  Buffer.truncate buf 4; Buffer.add_int32_be buf 258l; Buffer.add_int64_le buf 1L; Buffer.add_uint16_le buf 513;
  pr (String.escaped (Buffer.contents buf));
  let b2 = Buffer.create 16 in
  Buffer.add_substitute b2 (fun v -> "<" ^ v ^ ">") "x=$x, y=${why}, z=$(zz) \\$notvar $a_b1!";
  pr (Buffer.contents b2);
  catch (fun () -> Buffer.add_substitute b2 (fun v -> v) "trailing $");
  Buffer.clear b2; Buffer.add_buffer b2 buf; pr (string_of_int (Buffer.length b2));
  Buffer.reset buf; pr (string_of_int (Buffer.length buf));
  catch (fun () -> ignore (Buffer.nth buf 0)); catch (fun () -> ignore (Buffer.sub buf 0 1)); catch (fun () -> Buffer.truncate buf 3);
  pr (Buffer.contents (Buffer.of_seq (String.to_seq "seq")));
  let u = Uchar.of_int 0xD7FF in
  pr (string_of_int (Uchar.to_int (Uchar.succ u)) ^ " " ^ string_of_bool (Uchar.is_valid 0xD800) ^ " " ^ String.make 1 (Uchar.to_char (Uchar.of_char 'q')));
  catch (fun () -> ignore (Uchar.of_int 0xD800)); catch (fun () -> ignore (Uchar.to_char (Uchar.of_int 300)));
  catch (fun () -> ignore (Uchar.succ Uchar.max)); catch (fun () -> ignore (Uchar.pred Uchar.min))
