let x = else
