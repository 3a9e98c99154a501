let rows = [("apples", 3, 1.25); ("kiwis", 12, 0.4); ("melons", 1, 3.999)]
let () =
  Printf.printf "%-10s|%6s|%8s\n" "item" "qty" "price";
  Printf.printf "%s\n" (String.make 26 '-');
  List.iter (fun (name, qty, price) -> Printf.printf "%-10s|%6d|%8.2f\n" name qty price) rows;
  let total = List.fold_left (fun acc (_, q, p) -> acc +. float q *. p) 0. rows in
  Printf.printf "%-10s|%6s|%8.2f\n%!" "total" "" total
let line = Printf.sprintf "%c%c%c" 'a' 'b' 'c'
let pct = Printf.sprintf "%3d%%" 50
