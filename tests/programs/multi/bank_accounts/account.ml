type t = { owner : string; mutable balance : int; mutable log : string list }
exception Insufficient_funds of { needed : int; available : int }
let open_account owner initial = { owner; balance = initial; log = [ Printf.sprintf "open %d" initial ] }
let owner a = a.owner
let balance a = a.balance
let deposit a n = a.balance <- a.balance + n; a.log <- Printf.sprintf "deposit %d" n :: a.log
let withdraw a n =
  if n > a.balance then raise (Insufficient_funds { needed = n; available = a.balance });
  a.balance <- a.balance - n; a.log <- Printf.sprintf "withdraw %d" n :: a.log
let history a = List.rev a.log
