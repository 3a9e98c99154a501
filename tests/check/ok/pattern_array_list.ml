let describe_list = function
  | [] -> "empty"
  | [x] -> "one " ^ string_of_int x
  | [x; y] -> Printf.sprintf "two %d %d" x y
  | x :: _ :: rest -> Printf.sprintf "starts %d, %d more" x (List.length rest + 1)
let describe_array = function
  | [||] -> 0
  | [| a |] -> a
  | [| a; b; c |] -> a + b + c
  | arr -> Array.length arr
let rec pairs = function a :: (b :: _ as rest) -> (a, b) :: pairs rest | _ -> []
let nested = function [[x]] -> x | [[]; [y]] -> y | _ -> 0
