let () = while false do 1 done
