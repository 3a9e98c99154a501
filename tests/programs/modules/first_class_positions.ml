(* First-class modules in every position OCaml allows: unpacked as a functor argument, in
   function parameters and match cases, in let patterns, in local opens, packed with constraints. *)
module type S = sig type t val x : t val show : t -> string end
module F (M : S) = struct let twice = M.show M.x ^ M.show M.x end
let int_mod = (module struct type t = int let x = 21 let show = string_of_int end : S)
let str_mod = (module struct type t = string let x = "ab" let show s = s end : S)

module R = F ((val int_mod : S))
let () = print_endline R.twice
let apply m = let module N = F ((val m : S)) in N.twice
let () = print_endline (apply str_mod)

let describe (module M : S) = M.show M.x
let () = Printf.printf "param: %s %s\n" (describe int_mod) (describe str_mod)

let pick = function (module M : S) as m when M.show M.x = "ab" -> "string module " ^ describe m | (module M : S) -> "other " ^ M.show M.x
let () = List.iter (fun m -> print_endline (pick m)) [ int_mod; str_mod ]

let () = let (module M : S) = int_mod in print_endline ("let: " ^ M.show M.x)
let () = let (module M) = (int_mod : (module S)) in print_endline ("let inferred: " ^ M.show M.x)

module type T = sig type t val v : t end
let typed (type a) (m : (module T with type t = a)) : a = let module M = (val m) in M.v
let () = Printf.printf "with type: %d %s\n" (typed (module struct type t = int let v = 7 end)) (typed (module struct type t = string let v = "s" end))

let mods = [ int_mod; str_mod; (module struct type t = float let x = 1.5 let show = string_of_float end : S) ]
let () = print_endline (String.concat "," (List.map describe mods))

(* match ... with exception, one name bound in value and exception cases of separate arms *)
type r = Pos of int | Other of int | Err of string
let parse s = match int_of_string s with n when n > 0 -> Pos n | n -> Other n | exception Failure m -> Err m
let () =
  List.iter
    (fun s -> match parse s with Pos n -> Printf.printf "pos %d\n" n | Other n -> Printf.printf "other %d\n" n | Err m -> Printf.printf "error %s\n" m)
    [ "5"; "-3"; "x" ]
