let () =
  Printf.printf "A took %s at start-up, B saw %d\n" (String.concat "," (List.map string_of_int User_a.first)) User_b.snapshot;
  Printf.printf "again: %s\n" (String.concat "," (List.map string_of_int (User_a.take_three ())));
  Counter.reset ();
  Printf.printf "after reset: %d, total calls %d\n" (Counter.next ()) (Counter.calls ())
