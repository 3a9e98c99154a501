(* reference: native *)
let rec grow l = grow (List.length l :: l) |> List.rev
let () =
  let r = try Some (grow []) with Stack_overflow -> None in
  print_endline (match r with None -> "overflow while building" | Some _ -> "finished");
  let rec build n = if n = 0 then [] else n :: build (n - 1) in
  Printf.printf "%d\n" (List.length (build 50_000))
