let x = let open Nowhere in 1
