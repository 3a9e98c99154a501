let f = M.(x
