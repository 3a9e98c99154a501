let raw = {id|never closed |}
let x = 1
