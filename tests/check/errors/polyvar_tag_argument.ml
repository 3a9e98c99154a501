let x = (`A 1 : [ `A ])
