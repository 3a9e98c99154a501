let f s = try int_of_string s with Failure "int_of_string" -> 0
