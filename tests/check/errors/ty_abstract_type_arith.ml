module Money : sig type t val of_int : int -> t end = struct
  type t = int
  let of_int x = x
end
let total = Money.of_int 3 + 4
