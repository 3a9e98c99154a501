let () = Format.printf "@[<hov %d>%s@]@." 2 "x" 3
