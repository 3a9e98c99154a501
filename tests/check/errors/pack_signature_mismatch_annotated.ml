module type COUNTER = sig val next : unit -> int end
let make_counter start : (module COUNTER) = (module struct let c = ref start let nextnext () = incr c; !c end)
