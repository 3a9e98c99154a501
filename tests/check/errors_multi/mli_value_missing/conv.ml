let parse s = int_of_string s
