(* Calling JavaScript from OCaml, and OCaml from JavaScript:
     flambe run examples/js_interop.js examples/js_interop.ml *)
open Js_of_ocaml

(* Stubs (js_interop.js) *)
external word_count : string -> int = "js_interop_word_count"
external shout : string -> string = "js_interop_shout"
external each : (int -> unit) -> int -> unit = "js_interop_each"

let () =
  Printf.printf "%d words\n" (word_count "  the quick brown fox ");
  print_endline (shout "déjà vu");
  each (fun i -> Printf.printf "%d " (i * i)) 5;
  print_newline ()

(* The Js library: JavaScript values from OCaml *)
let () =
  let math = Js.Unsafe.get Js.Unsafe.global "Math" in
  let hyp : float = Js.Unsafe.meth_call math "hypot" [| Js.Unsafe.inject 3.; Js.Unsafe.inject 4. |] in
  Printf.printf "hypot %g\n" hyp;
  let json = Js.Unsafe.get Js.Unsafe.global "JSON" in
  let o = Js.Unsafe.obj [| ("name", Js.Unsafe.inject (Js.string "Zoë")); ("tags", Js.Unsafe.inject (Js.array [| 1; 2 |])) |] in
  print_endline (Js.to_string (Js.Unsafe.meth_call json "stringify" [| Js.Unsafe.inject o |]));
  (* An OCaml function called by JavaScript's Array.prototype.map *)
  let squares = Js.array_map (fun x -> x * x) (Js.array [| 1; 2; 3 |]) in
  print_endline (String.concat "," (List.map string_of_int (Array.to_list (Js.to_array squares))));
  (* A JavaScript exception caught in OCaml *)
  (try ignore (Js.Unsafe.meth_call json "parse" [| Js.Unsafe.inject (Js.string "{oops") |])
   with Js_error.Exn e -> Printf.printf "%s caught\n" (Js_error.name e));
  (* An OCaml function for JavaScript code to call: globalThis.double *)
  Js.export "double" (Js.wrap_callback (fun x -> 2 * x));
  Printf.printf "%d\n" (Js.Unsafe.js_expr "globalThis.double(21)")
