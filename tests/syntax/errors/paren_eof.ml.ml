let x = (
