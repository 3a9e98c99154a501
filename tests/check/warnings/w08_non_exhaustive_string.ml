let cmd = function "start" -> 1 | "stop" -> 2
