(* Warning 48: optional parameters applied to None because the argument is expected to be a
   function without them; only where the argument's type is inferred (a name, an application,
   a field, a sequence or conditional of those), not for a function written in place. *)
let f ?(x = 1) () = x
let l = List.map f [ (); () ]
let g ?(a = 1) ?b c = a + c + match b with None -> 0 | Some b -> b
let l2 = List.map g [ 1; 2 ]
let k (f : unit -> int) = f ()
let r = k (if true then f else f)
let s = k (print_string "seq"; f)
type rr = { fn : ?o:int -> unit -> int }
let w = k { fn = (fun ?(o = 9) () -> o) }.fn
let not_inferred = k (fun () -> f ())
let poly (h : 'a -> 'b) = h
let y = poly f
let kept (h : ?x:int -> unit -> int) = h ()
let z = kept f
module M (X : sig val h : ?p:int -> unit -> int end) = struct
  let v = k X.h
  let unused = 0 [@@warning "-32"]
end
let local = let module N = struct let q = k (f : ?x:int -> unit -> int) end in N.q
let nested = List.map (List.map f) [ [ () ] ]
