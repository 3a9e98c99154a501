class c : object method m : int end
