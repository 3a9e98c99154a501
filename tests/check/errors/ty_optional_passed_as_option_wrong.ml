let greet ?(name = "you") () = "hi " ^ name
let r = greet ?name:"bob" ()
