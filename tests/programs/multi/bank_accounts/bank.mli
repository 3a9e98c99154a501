val transfer : Account.t -> Account.t -> int -> (unit, string) result
val total : Account.t list -> int
