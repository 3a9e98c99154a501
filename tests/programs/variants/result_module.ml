let safe_sqrt x = if x < 0. then Error (Printf.sprintf "negative input %g" x) else Ok (sqrt x)
let safe_inv x = if x = 0. then Error "division by zero" else Ok (1. /. x)
let ( let* ) = Result.bind
let compute x = let* s = safe_sqrt x in let* i = safe_inv s in Ok (i *. 100.)
let show = function Ok v -> Printf.sprintf "Ok %.4f" v | Error e -> "Error: " ^ e
let () =
  List.iter (fun x -> print_endline (show (compute x))) [ 4.; 0.; -1.; 2. ];
  Printf.printf "%b %b\n" (Result.is_ok (Ok 1)) (Result.is_error (Error ()));
  Printf.printf "%s\n" (show (Result.map (fun x -> x +. 1.) (Ok 1.)));
  Printf.printf "%s\n" (match Result.map_error String.uppercase_ascii (Error "low") with Error e -> e | Ok () -> "");
  Printf.printf "%d\n" (Result.value (Error "x") ~default:7);
  Printf.printf "%d\n" (Result.fold ~ok:(fun x -> x) ~error:String.length (Error "four"));
  Printf.printf "%d\n" (List.length (Result.to_list (Ok 3)))
