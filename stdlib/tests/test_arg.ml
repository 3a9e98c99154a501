(* Arg: parsing argument arrays, errors and usage messages. *)
let pr = print_endline
let verbose = ref false
let level = ref 0
let name = ref ""
let rest = ref []
let specs = [
  "-v", Arg.Set verbose, " Be verbose";
  "-level", Arg.Set_int level, "<n>\tThe level";
  "--name", Arg.Set_string name, "NAME the name";
  "-mode", Arg.Symbol (["fast"; "slow"], fun s -> pr ("mode " ^ s)), " Choose a mode";
  "-f", Arg.Float (fun f -> pr ("float " ^ string_of_float f)), " a float";
  "-t", Arg.Tuple [Arg.Int (fun i -> pr ("t1 " ^ string_of_int i)); Arg.String (fun s -> pr ("t2 " ^ s))], " a pair";
  "-hidden", Arg.Unit (fun () -> pr "hidden"), "";
  "--", Arg.Rest (fun s -> rest := s :: !rest), " the rest";
]
let run argv =
  let current = ref 0 in
  (try Arg.parse_argv ~current argv specs (fun a -> pr ("anon " ^ a)) "usage: prog [options]"
   with Arg.Bad m -> print_string ("BAD " ^ m) | Arg.Help m -> print_string ("HELP " ^ m));
  pr (string_of_bool !verbose ^ " " ^ string_of_int !level ^ " " ^ !name ^ " "
      ^ String.concat "," (List.rev !rest) ^ " " ^ string_of_int !current)
let () =
  run [| "prog"; "-v"; "a"; "-level"; "3"; "--name=bob"; "-mode"; "slow"; "-t"; "4"; "x"; "b"; "--"; "c"; "-d" |];
  run [| "prog"; "-level"; "x" |];
  run [| "prog"; "-unknown" |];
  run [| "prog"; "-level" |];
  run [| "prog"; "-mode"; "medium" |];
  run [| "prog"; "-v=1" |];
  run [| "prog"; "-f"; "2.5"; "-hidden" |];
  run [| "prog"; "-help" |];
  print_string (Arg.usage_string (Arg.align specs) "aligned:");
  print_string (Arg.usage_string (Arg.align ~limit:8 specs) "limited:")
