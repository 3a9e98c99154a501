let x = List.lenght [1]
