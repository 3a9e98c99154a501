let s = "\u{D800}"
