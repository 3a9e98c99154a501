let o = object val x = 1 val y = x end
