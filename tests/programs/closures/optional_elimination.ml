(* A function with optional parameters passed where a function without them is expected: the
   optional ones are applied to None at each call, the argument itself evaluated once. *)
let f ?(x = 1) () = x
let l = List.map f [ (); () ]
let () = List.iter print_int l
let g ?(a = 1) ?b c = a + c + match b with None -> 0 | Some b -> b
let l2 = List.map g [ 1; 2 ]
let () = List.iter print_int l2
let k (f : unit -> int) = f ()
let r = k (if true then f else f)
let s = k (print_string "seq"; f)
let effect_ ?(y = 0) = print_string "[applied]"; fun () -> y
let t = k effect_ + k effect_
let mk () = print_string "[mk]"; fun ?(z = 5) () -> z
let u = let h = mk () in k h
let v = List.map (mk ()) [ (); (); () ]
let () = List.iter print_int v; print_newline ()
type rr = { fn : ?o:int -> unit -> int }
let w = k { fn = (fun ?(o = 9) () -> o) }.fn
let poly (f : 'a -> 'b) = f
let y = poly f ()
let counter = ref 0
let next ?(step = 1) () = counter := !counter + step; !counter
let () = List.iter (fun n -> print_int n) (List.map next [ (); (); () ])
let () = Printf.printf "\n%d %d %d %d %d %d\n" r s t u w y
