let transfer src dst n =
  match Account.withdraw src n with
  | () -> Account.deposit dst n; Ok ()
  | exception Account.Insufficient_funds { needed; available } ->
    Error (Printf.sprintf "%s cannot pay %d (has %d)" (Account.owner src) needed available)
let total accounts = List.fold_left (fun s a -> s + Account.balance a) 0 accounts
