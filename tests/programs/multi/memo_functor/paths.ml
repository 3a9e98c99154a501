(* number of monotone lattice paths, memoised on pairs *)
module M = Memo.Make (struct
  type arg = int * int
  type result = int
  let name = "paths"
  let compute self (x, y) = if x = 0 || y = 0 then 1 else self (x - 1, y) + self (x, y - 1)
end)
let paths x y = M.get (x, y)
let computed = M.computed
