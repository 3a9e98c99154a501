type person = { name : string; age : int }
let p = { name = "Ann"; age = "thirty" }
