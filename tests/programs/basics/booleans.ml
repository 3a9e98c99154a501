let show b = string_of_bool b
let () =
  List.iter (fun (a, b) ->
    Printf.printf "%s && %s = %s; %s || %s = %s\n" (show a) (show b) (show (a && b)) (show a) (show b) (show (a || b)))
    [ (true, true); (true, false); (false, true); (false, false) ]
let noisy name v = Printf.printf "eval %s\n" name; v
let () = ignore (noisy "a" false && noisy "b" true)
let () = ignore (noisy "c" true || noisy "d" true)
let () = ignore (noisy "e" true && noisy "f" false)
let () = Printf.printf "%b %b\n" (bool_of_string "true") (bool_of_string "false")
let () = Printf.printf "%d %d\n" (Bool.to_int true) (Bool.to_int false)
let () = Printf.printf "compare: %d %d %d\n" (compare true false) (compare false true) (compare true true)
let () = Printf.printf "xor: %b %b\n" (true <> false) (true <> true)
