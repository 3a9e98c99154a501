let safe_div a b = if b = 0 then None else Some (a / b)
let r = Option.bind (safe_div 10 2) (safe_div 100)
let v = Option.value ~default:0 (safe_div 1 0)
let m = Option.map string_of_int (Some 3)
let is = Option.is_some m && Option.is_none None
let l = Option.to_list (Some 1)
let parse s = match int_of_string_opt s with Some n -> Ok n | None -> Error ("bad: " ^ s)
let ok = Result.map succ (parse "3")
let err = Result.map_error String.length (parse "x")
let chained = Result.bind (parse "4") (fun n -> if n > 0 then Ok n else Error "neg")
let get = Result.value ~default:0 chained
let to_opt = Result.to_option (parse "1")
let is_ok = Result.is_ok ok
let fold = Result.fold ~ok:string_of_int ~error:Fun.id (parse "q")
