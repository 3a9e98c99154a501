let swap (a, b) = (b, a)
let () = let (x, y) = swap (1, "one") in Printf.printf "%s %d\n" x y
let t3 = (1, 2.5, 'c')
let () = let (a, b, c) = t3 in Printf.printf "%d %g %c\n" a b c
let () = Printf.printf "fst=%d snd=%d\n" (fst (3, 4)) (snd (3, 4))
let nested = ((1, 2), (3, (4, 5)))
let () = let ((a, b), (c, (d, e))) = nested in Printf.printf "%d\n" (a + b + c + d + e)
let () = Printf.printf "%b %b\n" ((1, 2) = (1, 2)) ((1, 2) < (1, 3))
let () = Printf.printf "%d\n" (compare (2, "a") (1, "z"))
let pairs = List.combine [1; 2; 3] ["a"; "b"; "c"]
let () = List.iter (fun (n, s) -> Printf.printf "(%d,%s) " n s) pairs; print_newline ()
let a, b = List.split pairs
let () = Printf.printf "%d %s\n" (List.length a) (String.concat "" b)
