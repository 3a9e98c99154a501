(* Decimal integer literals, with underscores and signs. *)
let zero = 0
let million = 1_000_000
let odd_grouping = 1_2_3__4
let negative = -42
let neg_paren = (-7)
let max_js = 2147483647
let min_js = -2147483648
let sum = million + odd_grouping - negative
let trailing_underscore = 10_
