let double x = 2 * x
let square x = x * x
type t = Small | Large
