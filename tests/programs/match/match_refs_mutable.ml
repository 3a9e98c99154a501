type state = { mutable count : int; mutable last : string option }
let step st input =
  match input, st.last with
  | "reset", _ -> st.count <- 0; st.last <- None
  | s, Some prev when s = prev -> st.count <- st.count + 10
  | s, _ -> st.count <- st.count + 1; st.last <- Some s
let () =
  let st = { count = 0; last = None } in
  List.iter (fun i -> step st i; Printf.printf "%s -> count=%d last=%s\n" i st.count (match st.last with Some s -> s | None -> "-"))
    [ "a"; "b"; "b"; "b"; "reset"; "c"; "c" ];
  let r = ref (Some 1) in
  (match !r with Some n -> r := Some (n + 1) | None -> ());
  (match r with { contents = Some n } -> Printf.printf "ref holds %d\n" n | { contents = None } -> ())
