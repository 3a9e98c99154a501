val x
