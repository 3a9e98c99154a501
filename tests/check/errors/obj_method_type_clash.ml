let f o = o#m + 1
let _ = f (object method m = "s" end)
