class b = object inherit a method y = 2 end and a = object method x = 1 end
