let verbose = ref false
let level = ref 1
let files = ref []
let name = ref ""
let mode = ref "fast"
let specs = [
  ("-v", Arg.Set verbose, " verbose output");
  ("-q", Arg.Clear verbose, " quiet");
  ("-level", Arg.Set_int level, "N optimisation level");
  ("-name", Arg.Set_string name, "S a name");
  ("-mode", Arg.Symbol (["fast"; "slow"], fun s -> mode := s), " the mode");
  ("-f", Arg.Float (fun _ -> ()), "F a float");
  ("-u", Arg.Unit (fun () -> ()), " a unit action");
  ("-s", Arg.String (fun s -> files := s :: !files), "S a file");
  ("-n", Arg.Int (fun n -> level := n), "N an int");
  ("-b", Arg.Bool (fun b -> verbose := b), "B a bool");
  ("--", Arg.Rest (fun s -> files := s :: !files), " the rest");
]
let usage = "prog [options] files"
let parse () = Arg.parse (Arg.align specs) (fun f -> files := f :: !files) usage
let parse_list l = Arg.parse_argv (Array.of_list ("prog" :: l)) specs (fun _ -> ()) usage
let print_usage () = Arg.usage specs usage
