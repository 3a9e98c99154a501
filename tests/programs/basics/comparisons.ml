let () =
  Printf.printf "%b %b %b\n" (1 = 1) ("abc" = "abc") ([1; 2] = [1; 2]);
  Printf.printf "%b\n" (let s = "x" in s == s);
  Printf.printf "%d %d %d\n" (compare 1 2) (compare "b" "a") (compare [1; 2] [1; 2]);
  Printf.printf "%d %d\n" (compare [1] [1; 0]) (compare (Some 1) None);
  Printf.printf "%d %d\n" (min 3 4) (max "apple" "banana" |> String.length);
  Printf.printf "%b\n" (1.0 = 1.0);
  Printf.printf "%b %b\n" (nan = nan) (nan <> nan);
  Printf.printf "%d %d\n" (compare nan nan) (compare nan 0.0);
  Printf.printf "%b\n" ([| 1; 2 |] < [| 1; 3 |]);
  Printf.printf "%d\n" (compare [| 1; 2; 3 |] [| 2 |]);
  Printf.printf "%b\n" (0.0 = -0.0);
  (try ignore (compare (fun x -> x) (fun x -> x)) with Invalid_argument m -> print_endline m)
