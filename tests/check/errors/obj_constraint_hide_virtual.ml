class virtual c = (object method virtual m : int end : object end)
