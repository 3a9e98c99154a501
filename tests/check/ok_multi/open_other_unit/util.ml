let ( |? ) o d = match o with Some x -> x | None -> d
let clamp lo hi x = max lo (min hi x)
module Str = struct let repeat n s = String.concat "" (List.init n (fun _ -> s)) end
