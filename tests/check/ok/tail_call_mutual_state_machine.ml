(* A state machine written as mutually tail-recursive functions. *)
let count_words s =
  let n = String.length s in
  let rec outside i acc = if i >= n then acc else match s.[i] with
      | ' ' | '\t' | '\n' -> outside (i + 1) acc
      | _ -> inside (i + 1) (acc + 1)
  and inside i acc = if i >= n then acc else match s.[i] with
      | ' ' | '\t' | '\n' -> outside (i + 1) acc
      | _ -> inside (i + 1) acc in
  outside 0 0
let w = count_words "  the quick\tbrown  fox\n"
