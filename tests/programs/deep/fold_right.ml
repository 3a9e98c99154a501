(* reference: native *)
let big = List.init 100_000 (fun i -> i mod 1000)
let () =
  Printf.printf "%d\n" (List.fold_right ( + ) big 0);
  let l = List.fold_right (fun x acc -> if x mod 2 = 0 then x :: acc else acc) big [] in
  Printf.printf "%d\n" (List.length l);
  let s = List.fold_right (fun x acc -> (acc * 31 + x) land 0xffff) big 7 in
  Printf.printf "%d\n" s;
  Printf.printf "%d\n" (List.length (big @ big))
