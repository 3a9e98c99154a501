let () = Registry.register (module struct let name = "upper" let transform = String.uppercase_ascii end)
