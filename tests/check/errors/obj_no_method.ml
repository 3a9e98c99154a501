let o = object method m = 1 end
let _ = o#n
