class c = let open! (M) in object end
