module type COUNTER = sig val next : unit -> int end
let m : (module COUNTER) = (module struct let nextnext () = 1 end)
