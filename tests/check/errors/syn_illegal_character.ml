let price = 10 \ 2
