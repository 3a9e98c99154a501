let s = Store.add (Base.make 1) "one" Store.empty
let one = Store.find (Base.make 1) s
let raw = (Base.make 7 :> int) + Base.to_int (Base.make 2)
