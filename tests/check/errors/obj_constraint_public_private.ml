class c = (object method m = 1 end : object method private m : int end)
