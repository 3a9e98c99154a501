(* A weak variable bound to a type abbreviation defined after it receives the expansion:
   the abbreviation is not defined where the variable is read. *)
let cache = ref []
let remember x = cache := x :: !cache
module W = struct
  type w = int
  let add (x : w) = remember x
end
let () = W.add 3; remember 4

let pairs = ref []
let f () =
  let module M = struct
    type k = string
    type v = float list
    let put (a : k) (b : v) = pairs := (a, b) :: !pairs
  end in
  M.put "a" [1.]

let last = ref None
module N = struct
  type 'a box = 'a option
  let keep (b : int box) = last := b
end

let late = ref []
type later = char
let () = late := [('x' : later)]
