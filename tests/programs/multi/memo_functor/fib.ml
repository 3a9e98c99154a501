module M = Memo.Make (struct
  type arg = int
  type result = int
  let name = "fib"
  let compute self n = if n < 2 then n else self (n - 1) + self (n - 2)
end)
let fib = M.get
let computed = M.computed
