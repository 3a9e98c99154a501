class cell v = object val v = v method get = v method set x = {< v = x >} end
