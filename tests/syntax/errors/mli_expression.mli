print_int 1
