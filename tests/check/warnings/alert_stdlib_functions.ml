(* Functions OCaml 4.13's standard library marks deprecated. *)
let a = String.copy "abc"
let b = Bytes.lowercase (Bytes.of_string "ABC")
let c = Char.uppercase 'a'
let d = Lazy.lazy_from_val 3
let e = true & false
let f = false or true
let g = Array.create_matrix 2 2 0
let h = StringLabels.capitalize "abc"
let i = let open String in uncapitalize "ABC"
let j = Filename.temp_dir_name
let k = Format.bprintf
