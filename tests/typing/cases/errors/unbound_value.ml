let x = undefined_value + 1
