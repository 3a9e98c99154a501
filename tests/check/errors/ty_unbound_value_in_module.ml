let l = List.lenght [1; 2]
