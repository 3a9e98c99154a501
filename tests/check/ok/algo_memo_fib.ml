let memo f =
  let tbl = Hashtbl.create 16 in
  let rec g x =
    match Hashtbl.find_opt tbl x with
    | Some v -> v
    | None -> let v = f g x in Hashtbl.add tbl x v; v in
  g
let fib = memo (fun self n -> if n < 2 then n else self (n - 1) + self (n - 2))
let f30 = fib 30
let binomial = memo (fun self (n, k) -> if k = 0 || k = n then 1 else self (n - 1, k - 1) + self (n - 1, k))
let c = binomial (10, 3)
