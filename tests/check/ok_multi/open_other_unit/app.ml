open Util
let v = Some 3 |? 0
let c = clamp 0 10 42
let line = Str.repeat 3 "ab"
let local = Util.Str.(repeat 2 "x")
