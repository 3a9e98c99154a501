let x = (y :> )
