exception Too_big of int
let check n = if n > 100 then raise (Too_big n) else n
let safe n =
  try check n with
  | Too_big m when m > 1000 -> -2
  | Too_big _ -> -1
let find_or k l = try List.assoc k l with Not_found -> 0
let parse s = try int_of_string s with Failure _ -> 0
let catch_all f = try f () with _ -> ()
let nested () =
  try (try raise Exit with Not_found -> 1) with Exit -> 2
let reraise f = try f () with e -> print_endline "cleanup"; raise e
