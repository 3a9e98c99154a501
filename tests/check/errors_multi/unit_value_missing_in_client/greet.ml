let greet name = "hello " ^ name
