type any = Any : 'a -> any
let unwrap (Any x) = x
