module Make (X : sig type t end) = struct
  let show = function `W (_ : X.t) -> () | `E -> ()
  let wrap (x : X.t) = `W x
end
module S = Make (struct type t = int end)
let g = (S.show : [< `E | `W of int ] -> unit)
let show2 = function `W (_ : int) -> () | `E -> ()
let h = (show2 : [< `E | `W of string ] -> unit)
let both (x : [< `A of int ]) (y : [< `A of string ]) = [ x; y ]
let rec eval = function `Num n -> n | `Add (a, b) -> eval a + eval b | `Neg a -> - eval a
let r = ref []
let push x = r := `Item x :: !r
type 'a open_t = [> `A | `B of int ] as 'a
let use (x : 'a open_t) = match x with `A -> 0 | `B n -> n | _ -> -1
