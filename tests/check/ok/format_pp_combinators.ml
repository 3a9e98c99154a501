type tree = Node of string * tree list
let rec pp_tree ppf (Node (label, kids)) =
  match kids with
  | [] -> Format.pp_print_string ppf label
  | _ ->
    Format.fprintf ppf "@[<v 2>%s@,%a@]" label
      (Format.pp_print_list ~pp_sep:Format.pp_print_cut pp_tree) kids
let t = Node ("root", [Node ("a", []); Node ("b", [Node ("c", [])])])
let s = Format.asprintf "%a" pp_tree t
let pp_opt = Format.pp_print_option ~none:(fun ppf () -> Format.pp_print_string ppf "-") Format.pp_print_int
let o = Format.asprintf "%a %a" pp_opt (Some 1) pp_opt None
let txt = Format.asprintf "@[%a@]" Format.pp_print_text "some words here"
let b = Format.asprintf "%B %a" true Format.pp_print_float 1.5
