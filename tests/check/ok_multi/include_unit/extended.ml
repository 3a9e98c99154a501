include Core_ops
let quad x = double (double x)
let classify x = if x < 10 then Small else Large
