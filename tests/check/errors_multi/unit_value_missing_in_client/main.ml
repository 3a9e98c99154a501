let s = Greet.greeting "bob"
