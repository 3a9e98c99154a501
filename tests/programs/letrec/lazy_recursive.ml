let rec l = lazy (1 :: Lazy.force l2)
and l2 = lazy [ 2; 3 ]
let () = print_endline (String.concat "," (List.map string_of_int (Lazy.force l)))
type 'a inf = Cons of 'a * 'a inf Lazy.t
let rec ones = Cons (1, lazy ones)
let rec twos = Cons (2, lazy (let Cons (_, rest) = ones in Cons (2, rest)))
let rec take n (Cons (x, r)) = if n = 0 then [] else x :: take (n - 1) (Lazy.force r)
let () = print_endline (String.concat "" (List.map string_of_int (take 6 ones))); print_endline (String.concat "" (List.map string_of_int (take 6 twos)))
