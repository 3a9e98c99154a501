type op = Plus | Times
type tok = Num of int | Op of op
let rec eval_rpn stack toks = match toks, stack with
  | [], [x] -> Some x
  | Num n :: rest, s -> eval_rpn (n :: s) rest
  | Op Plus :: rest, b :: a :: s -> eval_rpn (a + b :: s) rest
  | Op Times :: rest, b :: a :: s -> eval_rpn (a * b :: s) rest
  | _ -> None
let r = eval_rpn [] [Num 2; Num 3; Op Plus; Num 4; Op Times]
let rec dedup = function
  | a :: (b :: _ as rest) when a = b -> dedup rest
  | a :: rest -> a :: dedup rest
  | [] -> []
let d = dedup [1; 1; 2; 3; 3; 3]
let rec pairs_sum = function (a, b) :: ((c, _) :: _ as rest) -> a + b + c + pairs_sum rest | [(a, b)] -> a + b | [] -> 0
