module CMap = Map.Make (Char)
type trie = { terminal : bool; children : trie CMap.t }
let empty = { terminal = false; children = CMap.empty }
let add word t =
  let rec go i t =
    if i = String.length word then { t with terminal = true }
    else
      let c = word.[i] in
      let child = Option.value ~default:empty (CMap.find_opt c t.children) in
      { t with children = CMap.add c (go (i + 1) child) t.children } in
  go 0 t
let rec mem word i t =
  if i = String.length word then t.terminal
  else match CMap.find_opt word.[i] t.children with None -> false | Some c -> mem word (i + 1) c
let t = List.fold_left (fun t w -> add w t) empty ["car"; "cart"; "dog"]
let found = mem "cart" 0 t && not (mem "ca" 0 t)
