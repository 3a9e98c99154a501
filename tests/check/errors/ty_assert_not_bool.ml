let () = assert 1
