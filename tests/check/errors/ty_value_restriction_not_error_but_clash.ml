let r = ref []
let () = r := [1]
let () = r := ["s"]
