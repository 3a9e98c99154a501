type 'a node = { value : 'a; children : 'a node list Lazy.t }
let rec tree depth label = { value = label; children = lazy (Printf.printf "(expand %s)" label; if depth = 0 then [] else List.init 2 (fun i -> tree (depth - 1) (label ^ string_of_int i))) }
let rec walk n d = if d > 0 then (Printf.printf "%s " n.value; List.iter (fun c -> walk c (d - 1)) (Lazy.force n.children))
let () =
  let t = tree 5 "r" in
  walk t 3; print_newline ();
  walk t 2; print_newline ();
  let l = [ lazy 1; lazy 2; lazy (failwith "bad") ] in
  Printf.printf "%d\n" (List.fold_left (fun a x -> a + (try Lazy.force x with Failure _ -> 100)) 0 l)
