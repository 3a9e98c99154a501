let x = a.(1
