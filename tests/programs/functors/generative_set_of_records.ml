type employee = { name : string; dept : string; salary : int }
module ByDept = Map.Make (String)
module EmpSet = Set.Make (struct type t = employee let compare a b = compare (a.salary, a.name) (b.salary, b.name) end)
let staff = [
  { name = "ana"; dept = "eng"; salary = 120 }; { name = "bo"; dept = "ops"; salary = 90 };
  { name = "cy"; dept = "eng"; salary = 110 }; { name = "di"; dept = "sales"; salary = 95 };
  { name = "ed"; dept = "ops"; salary = 90 }; { name = "fay"; dept = "eng"; salary = 150 } ]
let () =
  let by = List.fold_left (fun m e -> ByDept.update e.dept (function None -> Some (EmpSet.singleton e) | Some s -> Some (EmpSet.add e s)) m) ByDept.empty staff in
  ByDept.iter (fun d s ->
    let total = EmpSet.fold (fun e a -> a + e.salary) s 0 in
    Printf.printf "%s: %s (total %d, top %s)\n" d (String.concat "," (List.map (fun e -> e.name) (EmpSet.elements s))) total (EmpSet.max_elt s).name) by;
  let all = EmpSet.of_list staff in
  let low, _, high = EmpSet.split { name = ""; dept = ""; salary = 100 } all in
  Printf.printf "below 100: %d, above: %d\n" (EmpSet.cardinal low) (EmpSet.cardinal high)
