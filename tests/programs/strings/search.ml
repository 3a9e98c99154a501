let find_sub hay needle =
  let n = String.length hay and m = String.length needle in
  let rec at i j = j = m || (hay.[i + j] = needle.[j] && at i (j + 1)) in
  let rec go i = if i + m > n then None else if at i 0 then Some i else go (i + 1) in
  go 0
let count_sub hay needle =
  let rec go from acc =
    match find_sub (String.sub hay from (String.length hay - from)) needle with
    | None -> acc
    | Some i -> go (from + i + 1) (acc + 1)
  in go 0 0
let replace_all hay needle by =
  let b = Buffer.create 64 and m = String.length needle in
  let rec go i =
    if i >= String.length hay then ()
    else if i + m <= String.length hay && String.sub hay i m = needle then (Buffer.add_string b by; go (i + m))
    else (Buffer.add_char b hay.[i]; go (i + 1))
  in go 0; Buffer.contents b
let text = "the cat sat on the mat with the other cat"
let () =
  List.iter (fun w ->
    Printf.printf "%s: first=%s count=%d\n" w
      (match find_sub text w with Some i -> string_of_int i | None -> "-") (count_sub text w))
    [ "the"; "cat"; "at"; "dog"; "" |> fun _ -> "t" ];
  print_endline (replace_all text "cat" "dog");
  print_endline (replace_all text "the " "");
  Printf.printf "%b %b\n" (String.starts_with ~prefix:"the" text) (String.ends_with ~suffix:"dog" text)
