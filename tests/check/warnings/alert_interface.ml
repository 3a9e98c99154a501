let f _ = assert false
let g = String.copy "x" |> String.length
