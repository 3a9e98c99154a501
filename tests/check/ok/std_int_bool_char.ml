let a = Int.add 1 2 + Int.sub 5 3 + Int.mul 2 2 + Int.div 9 2 + Int.rem 9 2
let b = Int.abs (-3) + Int.max_int - Int.max_int + Int.min 1 2
let c = Int.to_string 5 ^ string_of_int (Int.of_float 2.7)
let d = Int.equal 1 1 && Int.compare 1 2 < 0
let e = Int.shift_left 1 3 lor Int.logand 6 3 lxor Int.lognot 0
let f = Bool.to_int true + Bool.to_int (Bool.not false)
let g = Bool.equal true (bool_of_string "true") && Bool.to_string false = "false"
let h = Char.code 'A' + Char.code (Char.chr 66)
let i = Char.uppercase_ascii 'a' = 'A' && Char.lowercase_ascii 'B' = 'b'
let j = Char.escaped '\n'
let k = Uchar.to_int (Uchar.of_int 0x263A) + (if Uchar.is_valid 0xD800 then 1 else 0)
let l = Uchar.of_char 'z' |> Uchar.to_char
