type json = Null | Bool of bool | Num of float | Str of string | Arr of json list | Obj of (string * json) list
let rec show = function
  | Null -> "null" | Bool b -> string_of_bool b | Num n -> Printf.sprintf "%g" n | Str s -> Printf.sprintf "%S" s
  | Arr l -> "[" ^ String.concat "," (List.map show l) ^ "]"
  | Obj l -> "{" ^ String.concat "," (List.map (fun (k, v) -> Printf.sprintf "%S:%s" k (show v)) l) ^ "}"
let rec depth = function Arr l -> 1 + List.fold_left (fun a x -> max a (depth x)) 0 l | Obj l -> 1 + List.fold_left (fun a (_, x) -> max a (depth x)) 0 l | _ -> 0
let rec find path j = match path, j with
  | [], j -> Some j
  | k :: r, Obj l -> (match List.assoc_opt k l with Some v -> find r v | None -> None)
  | k :: r, Arr l -> (match int_of_string_opt k with Some i when i < List.length l -> find r (List.nth l i) | _ -> None)
  | _ -> None
let doc = Obj [ ("name", Str "flambe"); ("version", Num 0.1); ("tags", Arr [ Str "ocaml"; Str "js" ]); ("meta", Obj [ ("stable", Bool false); ("deps", Arr []); ("x", Null) ]) ]
let () =
  print_endline (show doc);
  Printf.printf "depth %d\n" (depth doc);
  List.iter (fun p -> Printf.printf "%s -> %s\n" (String.concat "." p) (match find p doc with Some j -> show j | None -> "missing"))
    [ [ "name" ]; [ "tags"; "1" ]; [ "meta"; "stable" ]; [ "meta"; "nope" ]; [ "tags"; "5" ] ]
type 'a rose = Rose of 'a * 'a rose list
let rec sum (Rose (x, kids)) = x + List.fold_left (fun a k -> a + sum k) 0 kids
let () = Printf.printf "%d\n" (sum (Rose (1, [ Rose (2, []); Rose (3, [ Rose (4, []) ]) ])))
