let () = print_endline (Digest.to_hex (Digest.string "abc"))
