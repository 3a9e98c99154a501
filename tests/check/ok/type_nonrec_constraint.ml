(* nonrec type definitions and type constraints. *)
type t = int
module M = struct
  type nonrec t = t list
  let wrap (x : int) : t = [x]
end
type 'a numbered = 'a * int constraint 'a = string
let n : string numbered = ("x", 1)
type 'a with_list = { item : 'a; rest : 'a list } constraint 'a = 'b * 'b
let w = { item = (1, 2); rest = [] }
let l = M.wrap 3
