(* OCaml functions called from JavaScript. *)
open Js_of_ocaml

let call f args = Js.Unsafe.fun_call f (Array.map Js.Unsafe.inject args)
let show label (v : 'a) = Printf.printf "%s: %s\n" label (Js.to_string (Js.Unsafe.fun_call (Js.Unsafe.js_expr "String") [| Js.Unsafe.inject v |]))

let () =
  let add3 = Js.wrap_callback (fun a b c -> a + b + c) in
  show "exact" (call add3 [| 1; 2; 3 |]);
  (* Fewer arguments: a partial application, called again by JavaScript. *)
  let partial = call add3 [| 10 |] in
  show "partial" (Js.Unsafe.fun_call partial [| Js.Unsafe.inject 20; Js.Unsafe.inject 30 |]);
  (* More arguments: the result applied to the rest. *)
  let curried = Js.wrap_callback (fun a -> fun b -> a * b) in
  show "over" (call curried [| 6; 7 |]);
  let noarg = Js.wrap_callback (fun (_ : unit) -> 5) in
  show "no argument" (Js.Unsafe.fun_call noarg [||]);
  let meth = Js.wrap_meth_callback (fun this x -> Js.Unsafe.get this "base" + x) in
  let o = Js.Unsafe.obj [| ("base", Js.Unsafe.inject 100); ("m", Js.Unsafe.inject meth) |] in
  show "meth" (Js.Unsafe.meth_call o "m" [| Js.Unsafe.inject 5 |]);
  let direct = Js.Unsafe.callback (fun x -> x + 1) in
  show "callback" (call direct [| 41 |]);
  let strict = Js.Unsafe.callback_with_arity 2 (fun a b -> Js.Optdef.test b && a > 0) in
  show "with arity" (call strict [| 1 |]);
  show "with arity, extra" (call strict [| 1; 2; 3 |]);
  let args = Js.Unsafe.callback_with_arguments (fun a -> Js.Unsafe.get a "length") in
  show "with arguments" (call args [| 1; 2; 3; 4 |]);
  let um = Js.Unsafe.meth_callback (fun this x -> Js.Unsafe.get this "base" - x) in
  Js.Unsafe.set o "u" um;
  show "meth_callback" (Js.Unsafe.meth_call o "u" [| Js.Unsafe.inject 1 |]);
  let uma = Js.Unsafe.meth_callback_with_arguments (fun this a -> Js.Unsafe.get this "base" + Js.Unsafe.get a "length") in
  Js.Unsafe.set o "v" uma;
  show "meth_callback_with_arguments" (Js.Unsafe.meth_call o "v" [| Js.Unsafe.inject 0; Js.Unsafe.inject 0 |]);
  let umr = Js.Unsafe.meth_callback_with_arity 1 (fun this a -> Js.Unsafe.get this "base" * a) in
  Js.Unsafe.set o "w" umr;
  show "meth_callback_with_arity" (Js.Unsafe.meth_call o "w" [| Js.Unsafe.inject 3; Js.Unsafe.inject 9 |]);
  (* Sorting with an OCaml comparison, from JavaScript's Array.prototype.sort. *)
  let a = Js.array [| 5; 3; 9; 1 |] in
  ignore (Js.Unsafe.meth_call a "sort" [| Js.Unsafe.inject (Js.wrap_callback (fun x y -> compare y x)) |]);
  Array.iter (Printf.printf "%d ") (Js.to_array a);
  print_newline ()
