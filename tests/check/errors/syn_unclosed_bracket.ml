let primes = [2; 3; 5; 7
let n = List.length primes
