module type SHOW = sig type t val show : t -> string end
module ListShow (X : SHOW) = struct
  type t = X.t list
  let show l = "[" ^ String.concat "; " (List.map X.show l) ^ "]"
end
module IntShow = struct type t = int let show = string_of_int end
module IntListShow = ListShow (IntShow)
module IntListListShow = ListShow (IntListShow)
let s = IntListListShow.show [[1; 2]; [3]]
