(* A module packed with a package type exports what the package type names (warning 34). *)
[@@@ocaml.warning "+34"]
module type S = sig type t val x : t end
let m = (module struct type t = int type hidden = string let x = 1 end : S)
