let sub ~from ~amount = from - amount
let r = sub ~from:10 ~amont:3
