val first : 'a list -> 'a
