let s = "Hello, World"
let parts = String.split_on_char ',' s |> List.map String.trim
let up = String.uppercase_ascii s
let rev s = String.init (String.length s) (fun i -> s.[String.length s - 1 - i])
let r = rev s
let has = String.contains s 'W' && String.length s = 12
let idx = String.index_opt s 'o'
let ridx = String.rindex s 'o'
let eq = String.equal "a" "a" && String.compare "a" "b" < 0
let mapped = String.map (function 'l' -> 'L' | c -> c) s
let starts = String.sub s 0 5 = "Hello"
let b = Bytes.create 3
let () = Bytes.fill b 0 3 'x'; Bytes.set b 1 'y'
let s2 = Bytes.to_string b ^ Bytes.sub_string (Bytes.of_string "abcdef") 2 3
let cat = Bytes.cat (Bytes.of_string "a") (Bytes.make 2 'b')
let u = Bytes.unsafe_to_string (Bytes.copy cat)
let rep = String.make 3 '-' ^ String.concat "" ["a"; "b"]
let cmp = String.escaped "tab\there"
let iter_count = let n = ref 0 in String.iteri (fun i _ -> n := !n + i) s; !n
