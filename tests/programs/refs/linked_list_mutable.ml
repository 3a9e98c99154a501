type node = { value : int; mutable next : node option }
let () =
  let nodes = Array.init 5 (fun i -> { value = i * 10; next = None }) in
  for i = 0 to 3 do nodes.(i).next <- Some nodes.(i + 1) done;
  let rec walk = function None -> [] | Some n -> n.value :: walk n.next in
  print_endline (String.concat " -> " (List.map string_of_int (walk (Some nodes.(0)))));
  nodes.(1).next <- nodes.(1).next |> Option.map (fun n -> n.next) |> Option.join;
  print_endline (String.concat " -> " (List.map string_of_int (walk (Some nodes.(0)))));
  let rec reverse prev = function None -> prev | Some n -> let nx = n.next in n.next <- prev; reverse (Some n) nx in
  let r = reverse None (Some nodes.(0)) in
  print_endline (String.concat " -> " (List.map string_of_int (walk r)))
