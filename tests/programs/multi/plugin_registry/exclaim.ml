let count = ref 0
let () = Registry.register (module struct let name = "exclaim" let transform s = incr count; s ^ String.make !count '!' end)
