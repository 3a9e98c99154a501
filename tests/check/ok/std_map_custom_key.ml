type version = { major : int; minor : int }
module VMap = Map.Make (struct
  type t = version
  let compare a b = match compare a.major b.major with 0 -> compare a.minor b.minor | c -> c
end)
let releases = VMap.of_seq (List.to_seq [({ major = 1; minor = 2 }, "b"); ({ major = 1; minor = 0 }, "a"); ({ major = 2; minor = 0 }, "c")])
let latest = VMap.max_binding releases
let before_2 = VMap.filter (fun v _ -> v.major < 2) releases |> VMap.cardinal
let names = VMap.fold (fun _ n acc -> n :: acc) releases []
let split = let (lo, _, hi) = VMap.split { major = 1; minor = 2 } releases in (VMap.cardinal lo, VMap.cardinal hi)
let first_major_one = VMap.find_first (fun v -> v.major >= 1) releases
let merged = VMap.merge (fun _ a b -> match a, b with Some x, _ -> Some x | None, y -> y) releases VMap.empty
let exists = VMap.exists (fun _ n -> n = "c") releases
let as_list = VMap.to_seq releases |> List.of_seq
