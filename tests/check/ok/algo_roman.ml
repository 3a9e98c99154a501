let numerals = [(1000, "M"); (900, "CM"); (500, "D"); (400, "CD"); (100, "C"); (90, "XC");
                (50, "L"); (40, "XL"); (10, "X"); (9, "IX"); (5, "V"); (4, "IV"); (1, "I")]
let to_roman n =
  let rec go n acc = function
    | [] -> acc
    | (v, s) :: rest as all -> if n >= v then go (n - v) (acc ^ s) all else go n acc rest in
  go n "" numerals
let of_roman s =
  let value = function 'I' -> 1 | 'V' -> 5 | 'X' -> 10 | 'L' -> 50 | 'C' -> 100 | 'D' -> 500 | 'M' -> 1000 | c -> invalid_arg (String.make 1 c) in
  let total = ref 0 in
  String.iteri (fun i c ->
      let v = value c in
      if i + 1 < String.length s && value s.[i + 1] > v then total := !total - v else total := !total + v) s;
  !total
let r = to_roman 1994
let back = of_roman r
