let x = if a then b else c else d
