let () = print_endline "User_a initialised"
let take_three () = let a = Counter.next () in let b = Counter.next () in let c = Counter.next () in [ a; b; c ]
let first = take_three ()
