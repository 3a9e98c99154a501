let digit_value c = Char.code c - Char.code '0'
let to_digits n = String.to_seq (string_of_int n) |> Seq.map digit_value |> List.of_seq
let caesar k s = String.map (fun c -> match c with
    | 'a' .. 'z' -> Char.chr ((Char.code c - 97 + k) mod 26 + 97)
    | 'A' .. 'Z' -> Char.chr ((Char.code c - 65 + k) mod 26 + 65)
    | c -> c) s
let enc = caesar 3 "Hello, World"
let of_chars l = String.of_seq (List.to_seq l)
let s = of_chars ['o'; 'k']
let str_of_char = String.make 1 'x' ^ Char.escaped '\t'
let bool_str = string_of_bool true ^ string_of_int 3 ^ string_of_float 1.
let parse = int_of_string "0x1F" + int_of_string "0b101" + int_of_string "-12"
let fl = float_of_string "1e-3"
