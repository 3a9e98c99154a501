type shape = Circle of float
let area = function Circle r -> r *. r | Square s -> s *. s
