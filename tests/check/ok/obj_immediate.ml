let o = object (self) val x = 1 val mutable y = 2 method b = x method a = y method private p = 3 method me = self method set v = y <- v method cp = {< x = 5 >} end
let counter = object val mutable n = 0 method incr = n <- n + 1; n method get = n end
let poly = object method id x = x end
let empty = object end
let with_self = object (s : 'a) method get = 1 method twice = s#get + s#get end
