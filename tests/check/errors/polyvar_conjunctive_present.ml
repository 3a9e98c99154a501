type e = [ `E1 of int & string ]
