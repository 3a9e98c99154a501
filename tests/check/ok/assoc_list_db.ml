type employee = { name : string; dept : string; salary : int }
let staff = [
  { name = "ann"; dept = "eng"; salary = 100 };
  { name = "bob"; dept = "ops"; salary = 80 };
  { name = "cy"; dept = "eng"; salary = 120 };
]
let by_dept =
  List.fold_left (fun acc e ->
      let cur = try List.assoc e.dept acc with Not_found -> [] in
      (e.dept, e :: cur) :: List.remove_assoc e.dept acc) [] staff
let payroll dept = List.fold_left (fun s e -> if e.dept = dept then s + e.salary else s) 0 staff
let richest = List.fold_left (fun best e -> if e.salary > best.salary then e else best) (List.hd staff) staff
let names = List.map (fun { name; _ } -> name) staff |> List.sort String.compare
let raise_all pct = List.map (fun e -> { e with salary = e.salary * (100 + pct) / 100 }) staff
