class c = object method m = 1 end
let _ = (new c)#n
