let parse_pair s = Scanf.sscanf s "%d,%d" (fun a b -> (a, b))
let p = parse_pair "3,4"
let parse_named s = Scanf.sscanf s "%s = %f" (fun k v -> (k, v))
let kv = parse_named "x = 1.5"
let parse_char s = Scanf.sscanf s " %c" Fun.id
let words s = Scanf.sscanf s "%s %s" (fun a b -> [a; b])
let hex s = Scanf.sscanf s "%x" (fun n -> n)
let opt s = try Some (Scanf.sscanf s "%d" Fun.id) with Scanf.Scan_failure _ | Failure _ | End_of_file -> None
