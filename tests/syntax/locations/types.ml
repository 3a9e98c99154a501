type t
type 'a u = 'a list
type ('a, 'b) v = ('a * 'b) option -> ('a, 'b) Hashtbl.t
type w = A | B of int * string | C of { x : int; mutable y : float } | D of (int -> int)
type r = { mutable x : int; y : 'a. 'a -> 'a; z : M.t }
type p = private int
type nonrec q = q list
type a = b and b = A of a
type e = M.e = X | Y
type 'd g = G1 : int g | G2 : 'a * 'b -> ('a * 'b) g | G3 : { f : 'c } -> 'c g
type 'a lst = [] | (::) of 'a * 'a lst
type o = ..
type o += O1 | O2 of int
type 'a c = 'a constraint 'a = int
type f = x:int -> ?y:float -> unit -> int
type al = (int as 'a) list
type pk = (module S)
exception E
exception F of int * string
exception G of { x : int }
exception H = M.F
external id : 'a -> 'a = "%identity"
external sin : float -> float = "caml_sin_float" "sin" [@@unboxed] [@@noalloc]
