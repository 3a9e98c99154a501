(* A counter in a web page, written against js_of_ocaml's Js library (Js.Unsafe, as flambe has
   no object syntax yet): buttons change the count, and each change is added to a history list.
   Build: npx flambe build examples/counter/counter.ml -o examples/counter/counter.js
   then open examples/counter/index.html in a browser. *)
open Js_of_ocaml

let document = Js.Unsafe.get Js.Unsafe.global "document"

let element id : Js.Unsafe.any =
  match Js.Opt.to_option (Js.Unsafe.meth_call document "getElementById" [| Js.Unsafe.inject (Js.string id) |]) with
  | Some e -> e
  | None -> failwith ("no element with id " ^ id)

let set_text el text = Js.Unsafe.set el "textContent" (Js.string text)

let append_item list text =
  let item = Js.Unsafe.meth_call document "createElement" [| Js.Unsafe.inject (Js.string "li") |] in
  set_text item text;
  ignore (Js.Unsafe.meth_call list "appendChild" [| Js.Unsafe.inject item |])

let on_click el f = Js.Unsafe.set el "onclick" (Js.wrap_callback (fun _event -> f (); Js._false))

let () =
  let count = ref 0 in
  let label = element "count" and history = element "history" in
  let change what f =
    count := f !count;
    set_text label (string_of_int !count);
    append_item history (Printf.sprintf "%s: %d" what !count)
  in
  on_click (element "increment") (fun () -> change "+1" succ);
  on_click (element "decrement") (fun () -> change "-1" pred);
  on_click (element "double") (fun () -> change "x2" (fun n -> 2 * n));
  on_click (element "reset") (fun () -> change "reset" (fun _ -> 0));
  set_text label "0";
  print_endline "counter ready"
