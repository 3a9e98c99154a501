module M = struct
  let x = 1
  let y = 2

let z = 3
