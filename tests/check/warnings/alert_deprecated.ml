let upper = String.uppercase "abc"
