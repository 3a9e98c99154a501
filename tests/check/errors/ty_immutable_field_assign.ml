type account = { owner : string; balance : int }
let deposit a n = a.balance <- a.balance + n
