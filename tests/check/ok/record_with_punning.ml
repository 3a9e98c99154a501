type config = { host : string; port : int; debug : bool; retries : int }
let default = { host = "localhost"; port = 80; debug = false; retries = 3 }
let with_port port = { default with port }
let with_host_port host port = { default with host; port }
let make ~host ~port ~debug ~retries = { host; port; debug; retries }
let c = make ~host:"h" ~port:1 ~debug:true ~retries:0
let summary { host; port; _ } = Printf.sprintf "%s:%d" host port
let bump ({ retries; _ } as c) = { c with retries = retries + 1 }
type outer = { cfg : config; name : string }
let o = { cfg = default; name = "o" }
let nested_update o = { o with cfg = { o.cfg with debug = true } }
