(* Formats as values: ksprintf, bprintf, format concatenation and %a printers. *)
let fail fmt = Printf.ksprintf failwith fmt
let check n = if n < 0 then fail "negative: %d (%s)" n "bad" else n
let buf = Buffer.create 16
let () = Printf.bprintf buf "%d-%d" 1 2
let pp_pair () (a, b) = Printf.sprintf "(%d, %d)" a b
let s = Printf.sprintf "pair %a!" pp_pair (1, 2)
let fmt : (int -> string -> string, unit, string) format = "%d %s"
let s2 = Printf.sprintf fmt 3 "x"
let joined = Printf.sprintf ("%d" ^^ " and " ^^ "%s") 4 "y"
let print_list pp l = List.iter (fun x -> Printf.printf "%a " pp x) l
let () = print_list (fun oc -> Printf.fprintf oc "%d") [1; 2]
let log level = Printf.kprintf (fun s -> prerr_endline (level ^ s))
let () = log "info: " "%s=%d" "k" 1
