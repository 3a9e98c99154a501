let x = Some
