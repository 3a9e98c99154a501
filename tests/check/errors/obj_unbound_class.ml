let o = new nope
