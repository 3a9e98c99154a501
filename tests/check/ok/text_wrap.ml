let wrap width text =
  let words = String.split_on_char ' ' text |> List.filter (( <> ) "") in
  let lines, current =
    List.fold_left (fun (lines, cur) w ->
        if cur = "" then (lines, w)
        else if String.length cur + 1 + String.length w <= width then (lines, cur ^ " " ^ w)
        else (cur :: lines, w)) ([], "") words in
  List.rev (if current = "" then lines else current :: lines)
let ls = wrap 10 "the quick brown fox jumps over the lazy dog"
let () = List.iter print_endline ls
let center width s = let pad = (width - String.length s) / 2 in String.make (max 0 pad) ' ' ^ s
