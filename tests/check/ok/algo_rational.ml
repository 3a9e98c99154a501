module Q : sig
  type t
  val make : int -> int -> t
  val add : t -> t -> t
  val mul : t -> t -> t
  val to_string : t -> string
  val ( + ) : t -> t -> t
end = struct
  type t = { num : int; den : int }
  let rec gcd a b = if b = 0 then abs a else gcd b (a mod b)
  let make n d =
    if d = 0 then raise Division_by_zero;
    let g = gcd n d in
    let s = if d < 0 then -1 else 1 in
    { num = s * n / g; den = s * d / g }
  let add a b = make (a.num * b.den + b.num * a.den) (a.den * b.den)
  let mul a b = make (a.num * b.num) (a.den * b.den)
  let to_string { num; den } = if den = 1 then string_of_int num else Printf.sprintf "%d/%d" num den
  let ( + ) = add
end
let half = Q.make 1 2
let s = Q.(to_string (half + make 1 3))
