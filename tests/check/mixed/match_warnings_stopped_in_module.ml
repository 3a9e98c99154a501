(* Warnings of finished matches inside a definition stopped by a type error: in modules, classes,
   under [@warning] attributes, with polymorphic variants (whose check ocamlc delays). *)
module M = struct
  let a = function 0 -> 1
  let b () =
    let f = function `A -> 1 | `B -> 2 | `A -> 3 in
    let[@warning "-8"] g = function 0 -> 1 in
    let h = (function Some x -> x) [@warning "-8"] in
    let c = object method m = function 0 -> 1 end in
    f `A + g 0 + h None + c#m 0 + 'c'
end
