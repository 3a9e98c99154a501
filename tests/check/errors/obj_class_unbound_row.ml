class c = object method f (o : < m : int; .. >) = o#m end
