open Printf
module Base = struct
  let twice f x = f (f x)
  let name = "base"
end
module Ext = struct
  include Base
  let thrice f x = f (twice f x)
end
open Ext
let s = sprintf "%s %d" name (thrice succ 0)
include Base
let four = twice (fun x -> x * 2) 1
