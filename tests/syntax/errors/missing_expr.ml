let x =
