let s = "bad escape \q here"
