(* Boxed integer literals: int32 (l), int64 (L), nativeint (n). *)
let a32 = 42l
let b32 = 0x7fff_ffffl
let a64 = 9_000_000_000L
let b64 = 0xFFL
let c64 = 0b101L
let an = 17n
let bn = 0o17n
let sum32 = Int32.add a32 (-1l)
let big = Int64.mul a64 2L
let nat = Nativeint.logor an bn
