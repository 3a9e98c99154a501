exception Missing = Not_found
exception Oops of string
exception Also_oops = Oops
let find k l = try List.assoc k l with Missing -> "default"
let v = find 1 [(2, "x")]
let r = try raise (Also_oops "a") with Oops m -> m
module Errors = struct exception Invalid of int end
exception Invalid = Errors.Invalid
let check n = if n < 0 then raise (Invalid n) else n
let caught = try check (-1) with Errors.Invalid n -> n
