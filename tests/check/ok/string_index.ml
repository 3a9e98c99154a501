let s = "abcdef"
let first = s.[0]
let last = s.[String.length s - 1]
let count_char c s =
  let n = ref 0 in
  for i = 0 to String.length s - 1 do if s.[i] = c then incr n done;
  !n
let upper = String.uppercase_ascii s
let sub = String.sub s 1 3
let b = Bytes.of_string s
let () = Bytes.set b 0 'Z'
let b0 = Bytes.get b 0
let s2 = Bytes.to_string b
let idx = String.index s 'c'
let starts = String.length s > 2 && s.[0] = 'a'
