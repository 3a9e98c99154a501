(* Local opens: M.(e), M.[..], M.{..} and let open M in. *)
module V = struct
  type t = { x : float; y : float }
  let zero = { x = 0.; y = 0. }
  let ( + ) a b = { x = a.x +. b.x; y = a.y +. b.y }
  let scale k v = { x = k *. v.x; y = k *. v.y }
end
let a = V.(zero + scale 2. { x = 1.; y = 1. })
let b = let open V in scale 3. (a + a)
let l = List.[length [1; 2]; hd [3]]
let arr = V.[| zero |]
let c = String.(concat "," ["a"; "b"] |> uppercase_ascii)
let d = let open! List in rev [1; 2]
