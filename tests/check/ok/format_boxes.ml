(* Format with boxes, breaks and %a printers. *)
let pp_list pp ppf l =
  Format.fprintf ppf "@[<hov 2>[";
  List.iteri (fun i x -> if i > 0 then Format.fprintf ppf ";@ "; pp ppf x) l;
  Format.fprintf ppf "]@]"
let pp_int ppf n = Format.fprintf ppf "%d" n
let s = Format.asprintf "%a" (pp_list pp_int) [1; 2; 3]
let s2 = Format.sprintf "@[<v>line1@,line2@]"
let () = Format.printf "@[<h>%s@ %d@]@." "x" 1
let () = Format.eprintf "%a@." pp_int 3
type point = { x : int; y : int }
let pp_point ppf { x; y } = Format.fprintf ppf "@[<hv 1>{x = %d;@ y = %d}@]" x y
let s3 = Format.asprintf "%a and %a" pp_point { x = 1; y = 2 } (pp_list pp_point) []
let s4 = Format.asprintf "@[<2>%s@ %s@]%!" "a" "b"
