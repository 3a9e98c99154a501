(* Hexadecimal literals in both cases, with separators. *)
let byte_mask = 0xff
let upper = 0XFF
let mixed = 0x7Ead_Beef land 0xFFFF
let rgb r g b = (r lsl 16) lor (g lsl 8) lor b
let orange = rgb 0xFF 0xa5 0x00
let is_orange c = c = 0xFF_A5_00
