let encode s =
  let n = String.length s in
  let rec go i acc =
    if i >= n then List.rev acc
    else
      let c = s.[i] in
      let j = ref i in
      while !j < n && s.[!j] = c do incr j done;
      go !j ((c, !j - i) :: acc) in
  go 0 []
let decode l = String.concat "" (List.map (fun (c, k) -> String.make k c) l)
let e = encode "aaabccdddd"
let roundtrip = decode e = "aaabccdddd"
let show l = List.map (fun (c, k) -> Printf.sprintf "%d%c" k c) l |> String.concat ""
