let x = (3 :> string)
