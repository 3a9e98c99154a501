let () = for i = 1 do () done
