module Make (O : Ordered.S) = struct
  type t = O.t list
  let empty = []
  let rec add x = function
    | [] -> [ x ]
    | y :: r as l -> let c = O.compare x y in if c < 0 then x :: l else if c = 0 then l else y :: add x r
  let mem x l = List.exists (fun y -> O.compare x y = 0) l
  let elements l = l
  let show l = "{" ^ String.concat ", " (List.map O.to_string l) ^ "}"
end
