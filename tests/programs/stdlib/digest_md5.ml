let () =
  List.iter (fun s -> Printf.printf "%S -> %s\n" s (Digest.to_hex (Digest.string s))) [ ""; "a"; "abc"; "message digest"; "The quick brown fox jumps over the lazy dog" ];
  Printf.printf "%d\n" (String.length (Digest.string "len"));
  Printf.printf "%s\n" (Digest.to_hex (Digest.from_hex "0123456789abcdef0123456789abcdef"));
  Printf.printf "%s\n" (Digest.to_hex (Digest.string (String.make 1000 'z')))
