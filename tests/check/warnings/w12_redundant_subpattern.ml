let h = function (0 | 1 | 0) -> "small" | _ -> "big"
