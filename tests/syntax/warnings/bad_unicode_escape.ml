let s = "a\u{12" ^ "b"
