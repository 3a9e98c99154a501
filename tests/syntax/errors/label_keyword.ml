let f ~let:x = x
