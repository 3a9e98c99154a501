(* The bitwise keyword operators and their precedence. *)
let a = 0xF0 land 0x3C
let b = 0xF0 lor 0x0F
let c = 0xFF lxor 0x0F
let d = 1 lsl 4
let e = 256 lsr 2
let f = -16 asr 2
let g = 1 lsl 2 + 1          (* lsl binds looser than +: 1 lsl 3 *)
let h = 3 land 5 lor 8       (* land binds tighter than lor? same level: left *)
let i = 2 * 3 land 7
let j = lnot 0
let k = 17 mod 5 land 3
let mask w = (1 lsl w) - 1
