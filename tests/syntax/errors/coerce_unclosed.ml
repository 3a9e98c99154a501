let x = (y :> int
