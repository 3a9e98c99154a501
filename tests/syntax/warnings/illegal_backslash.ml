let s = "bad \q escape"
