let s = "abc"
let () = Bytes.set s 0 'z'
