type instr = Push of int | Add | Mul | Dup | Swap | Pop | Jz of int | Jmp of int
exception Stack_underflow of int
let run prog =
  let code = Array.of_list prog in
  let rec step pc stack =
    if pc >= Array.length code then stack
    else match code.(pc), stack with
      | Push n, s -> step (pc + 1) (n :: s)
      | Add, a :: b :: s -> step (pc + 1) (a + b :: s)
      | Mul, a :: b :: s -> step (pc + 1) (a * b :: s)
      | Dup, a :: s -> step (pc + 1) (a :: a :: s)
      | Swap, a :: b :: s -> step (pc + 1) (b :: a :: s)
      | Pop, _ :: s -> step (pc + 1) s
      | Jz t, a :: s -> step (if a = 0 then t else pc + 1) s
      | Jmp t, s -> step t s
      | (Add | Mul | Dup | Swap | Pop | Jz _), _ -> raise (Stack_underflow pc)
  in
  step 0 []
let result = run [Push 2; Push 3; Add; Dup; Mul]
