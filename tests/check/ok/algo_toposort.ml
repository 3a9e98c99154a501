exception Cycle of string
let toposort (deps : (string * string list) list) =
  let visited = Hashtbl.create 16 and order = ref [] in
  let rec visit path n =
    if List.mem n path then raise (Cycle n);
    if not (Hashtbl.mem visited n) then begin
      Hashtbl.add visited n ();
      List.iter (visit (n :: path)) (try List.assoc n deps with Not_found -> []);
      order := n :: !order
    end in
  List.iter (fun (n, _) -> visit [] n) deps;
  List.rev !order
let order = toposort [("app", ["lib"; "util"]); ("lib", ["util"]); ("util", [])]
