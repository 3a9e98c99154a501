(* A bank simulation: accounts in a Hashtbl, a deterministic stream of transactions from an
   LCG, overdraft rules, interest, an audit that checks money is conserved, and a report. *)
type kind = Checking | Savings
type account = { id : int; owner : string; kind : kind; mutable balance : int; mutable history : (string * int) list }
type transaction = Deposit of int * int | Withdraw of int * int | Transfer of int * int * int | Interest

exception Rejected of string

let accounts : (int, account) Hashtbl.t = Hashtbl.create 16
let journal = Buffer.create 1024
let rejected = ref 0

let seed = ref 20240601
let rand n = seed := (!seed * 1103515245 + 12345) land 0x3fffffff; !seed mod n

let open_account id owner kind initial =
  Hashtbl.replace accounts id { id; owner; kind; balance = initial; history = [ ("open", initial) ] }

let find id = match Hashtbl.find_opt accounts id with Some a -> a | None -> raise (Rejected (Printf.sprintf "no account %d" id))

let overdraft_limit a = match a.kind with Checking -> 500 | Savings -> 0

let record a what amount = a.history <- (what, amount) :: a.history

let apply = function
  | Deposit (id, n) ->
    if n <= 0 then raise (Rejected "non-positive deposit");
    let a = find id in a.balance <- a.balance + n; record a "deposit" n
  | Withdraw (id, n) ->
    let a = find id in
    if a.balance - n < - (overdraft_limit a) then raise (Rejected (Printf.sprintf "withdrawal of %d from %d refused (balance %d)" n id a.balance));
    a.balance <- a.balance - n; record a "withdraw" n
  | Transfer (src, dst, n) ->
    if src = dst then raise (Rejected "transfer to self");
    let a = find src and b = find dst in
    if a.balance - n < - (overdraft_limit a) then raise (Rejected (Printf.sprintf "transfer of %d from %d refused" n src));
    a.balance <- a.balance - n; b.balance <- b.balance + n;
    record a "transfer out" n; record b "transfer in" n
  | Interest ->
    Hashtbl.iter (fun _ a -> if a.kind = Savings && a.balance > 0 then begin
      let i = a.balance * 2 / 100 in a.balance <- a.balance + i; record a "interest" i end) accounts

let describe = function
  | Deposit (id, n) -> Printf.sprintf "deposit %d into %d" n id
  | Withdraw (id, n) -> Printf.sprintf "withdraw %d from %d" n id
  | Transfer (a, b, n) -> Printf.sprintf "transfer %d from %d to %d" n a b
  | Interest -> "interest"

let random_transaction step =
  if step mod 25 = 24 then Interest
  else match rand 3 with
    | 0 -> Deposit (1 + rand 7, 10 + rand 300)
    | 1 -> Withdraw (1 + rand 7, 10 + rand 400)
    | _ -> Transfer (1 + rand 7, 1 + rand 7, 5 + rand 250)

let total () = Hashtbl.fold (fun _ a s -> s + a.balance) accounts 0

let () =
  List.iter (fun (id, owner, kind, init) -> open_account id owner kind init)
    [ (1, "ada", Checking, 1000); (2, "ada", Savings, 5000); (3, "brian", Checking, 200); (4, "chloe", Checking, 0);
      (5, "chloe", Savings, 1200); (6, "dmitri", Checking, 750) ];
  let expected = ref (total ()) in
  for step = 0 to 199 do
    let t = random_transaction step in
    let before = total () in
    (match apply t with
     | () ->
       (match t with
        | Deposit (_, n) -> expected := !expected + n
        | Withdraw (_, n) -> expected := !expected - n
        | Transfer _ -> ()
        | Interest -> expected := !expected + (total () - before));
       if step < 12 then Printf.bprintf journal "%3d ok   %s\n" step (describe t)
     | exception Rejected why -> incr rejected; if step < 40 then Printf.bprintf journal "%3d FAIL %s\n" step why)
  done;
  print_string (Buffer.contents journal);
  Printf.printf "rejected %d transactions\n" !rejected;
  Printf.printf "total %d, expected %d, conserved: %b\n" (total ()) !expected (total () = !expected);
  let ids = List.sort compare (Hashtbl.fold (fun id _ l -> id :: l) accounts []) in
  List.iter (fun id ->
    let a = Hashtbl.find accounts id in
    let deposits = List.fold_left (fun s (w, n) -> if w = "deposit" then s + n else s) 0 a.history in
    Printf.printf "%d %-7s %-8s %7d  (%d operations, %d deposited)\n" a.id a.owner (match a.kind with Checking -> "checking" | Savings -> "savings")
      a.balance (List.length a.history) deposits) ids;
  let by_owner = Hashtbl.create 8 in
  Hashtbl.iter (fun _ a -> Hashtbl.replace by_owner a.owner (a.balance + Option.value ~default:0 (Hashtbl.find_opt by_owner a.owner))) accounts;
  List.iter (fun (o, b) -> Printf.printf "%s: %d\n" o b) (List.sort compare (Hashtbl.fold (fun o b l -> (o, b) :: l) by_owner []));
  let overdrawn = List.filter (fun id -> (Hashtbl.find accounts id).balance < 0) ids in
  Printf.printf "overdrawn: %s\n" (if overdrawn = [] then "none" else String.concat "," (List.map string_of_int overdrawn));
  (try apply (Deposit (99, 10)) with Rejected m -> Printf.printf "rejected: %s\n" m);
  (try apply (Transfer (1, 1, 10)) with Rejected m -> Printf.printf "rejected: %s\n" m)

(* month-end statements: running balance per account, replayed from the history *)
let () =
  List.iter (fun id ->
    let a = Hashtbl.find accounts id in
    let ops = List.rev a.history in
    let final = List.fold_left (fun bal (what, n) ->
      match what with
      | "open" -> n
      | "deposit" | "transfer in" | "interest" -> bal + n
      | "withdraw" | "transfer out" -> bal - n
      | _ -> bal) 0 ops in
    let biggest = List.fold_left (fun m (_, n) -> max m n) 0 ops in
    Printf.printf "statement %d: %d operations, replayed balance %d (matches: %b), largest amount %d\n"
      id (List.length ops) final (final = a.balance) biggest) [ 1; 2; 3; 4; 5; 6 ]
