module Lru = struct
  type ('k, 'v) t = { cap : int; tbl : ('k, 'v * int) Hashtbl.t; mutable clock : int }
  let create cap = { cap; tbl = Hashtbl.create cap; clock = 0 }
  let evict t =
    let oldest = Hashtbl.fold (fun k (_, at) acc -> match acc with
        | Some (_, a) when a <= at -> acc
        | _ -> Some (k, at)) t.tbl None in
    Option.iter (fun (k, _) -> Hashtbl.remove t.tbl k) oldest
  let find t k =
    match Hashtbl.find_opt t.tbl k with
    | None -> None
    | Some (v, _) -> t.clock <- t.clock + 1; Hashtbl.replace t.tbl k (v, t.clock); Some v
  let add t k v =
    if not (Hashtbl.mem t.tbl k) && Hashtbl.length t.tbl >= t.cap then evict t;
    t.clock <- t.clock + 1;
    Hashtbl.replace t.tbl k (v, t.clock)
end
let c = Lru.create 2
let () = Lru.add c "a" 1; Lru.add c "b" 2; ignore (Lru.find c "a"); Lru.add c "c" 3
let b = Lru.find c "b"
