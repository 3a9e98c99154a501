type account = { owner : string; mutable balance : int; mutable log : string list }
exception Insufficient of string * int
let deposit a n = a.balance <- a.balance + n; a.log <- Printf.sprintf "+%d" n :: a.log
let withdraw a n =
  if n > a.balance then raise (Insufficient (a.owner, n - a.balance));
  a.balance <- a.balance - n; a.log <- Printf.sprintf "-%d" n :: a.log
let transfer a b n = withdraw a n; deposit b n
let () =
  let x = { owner = "x"; balance = 100; log = [] } and y = { owner = "y"; balance = 20; log = [] } in
  transfer x y 30; transfer y x 5;
  (try transfer y x 1000 with Insufficient (who, short) -> Printf.printf "%s is short by %d\n" who short);
  deposit y 7;
  List.iter (fun a -> Printf.printf "%s: %d [%s]\n" a.owner a.balance (String.concat " " (List.rev a.log))) [ x; y ]
