let balanced s =
  let st = Stack.create () in
  try
    String.iter (function
        | '(' | '[' as c -> Stack.push c st
        | ')' -> if Stack.pop st <> '(' then raise Exit
        | ']' -> if Stack.pop st <> '[' then raise Exit
        | _ -> ()) s;
    Stack.is_empty st
  with Exit | Stack.Empty -> false
let b = balanced "([]())"
let bfs_order adj start =
  let q = Queue.create () and seen = Hashtbl.create 8 and out = ref [] in
  Queue.add start q; Hashtbl.add seen start ();
  while not (Queue.is_empty q) do
    let n = Queue.pop q in
    out := n :: !out;
    List.iter (fun m -> if not (Hashtbl.mem seen m) then (Hashtbl.add seen m (); Queue.push m q)) (adj n)
  done;
  List.rev !out
let order = bfs_order (fun n -> if n < 4 then [2 * n; 2 * n + 1] else []) 1
let q = Queue.of_seq (List.to_seq [1; 2])
let top = Queue.peek_opt q
