class c = object method! m = 1 end
