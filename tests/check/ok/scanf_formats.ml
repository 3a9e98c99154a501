let date s = Scanf.sscanf s "%d-%d-%d" (fun y m d -> (y, m, d))
let d = date "2024-03-15"
let kv s = Scanf.sscanf s "%[a-z]=%i" (fun k v -> (k, v))
let p = kv "width=0x10"
let skip s = Scanf.sscanf s "%_d %d" (fun x -> x)
let x = skip "1 2"
let quoted s = Scanf.sscanf s "%S" Fun.id
let q = quoted "\"hi\\n\""
let floats s = Scanf.sscanf s "%f %e %g" (fun a b c -> a +. b +. c)
let chars s = Scanf.sscanf s "%c%c" (fun a b -> [a; b])
let bool_ s = Scanf.sscanf s "%B" not
let width s = Scanf.sscanf s "%3d%3d" (fun a b -> a + b)
let literal s = Scanf.sscanf s "point(%d, %d)" (fun a b -> (a, b))
