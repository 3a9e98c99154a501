module M = struct type t = [ `A ] type u = int end
let f : #M.u -> unit = fun _ -> ()
