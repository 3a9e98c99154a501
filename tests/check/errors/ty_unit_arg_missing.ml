let now () = 42
let later = now + 1
