module Account : sig
  type t = private { owner : string; mutable balance : int }
  val open_ : string -> t
  val deposit : t -> int -> unit
end = struct
  type t = { owner : string; mutable balance : int }
  let open_ owner = { owner; balance = 0 }
  let deposit a n = a.balance <- a.balance + n
end
let acc = Account.open_ "bob"
let () = Account.deposit acc 10
let bal = acc.Account.balance
let owner { Account.owner; _ } = owner
