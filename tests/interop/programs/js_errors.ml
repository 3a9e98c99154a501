(* JavaScript exceptions in OCaml, OCaml exceptions through JavaScript. *)
open Js_of_ocaml

exception Mine of int

let () =
  (* A JavaScript Error caught by OCaml code is Js_error.Exn. *)
  (try ignore (Js.Unsafe.js_expr "(function () { throw new RangeError('out of range'); })()") with
  | Js_error.Exn e ->
      Printf.printf "name %s, message %s\n" (Js_error.name e) (Js_error.message e);
      print_endline (Js_error.to_string e);
      Printf.printf "has a stack: %b\n" (Js_error.stack e <> None));
  (* The deprecated alias Js.Error is the same exception. *)
  (try ignore (Js.Unsafe.js_expr "(function () { throw new TypeError('t'); })()") with
  | (Js.Error e [@ocaml.warning "-3"]) -> print_endline (Js.string_of_error e [@ocaml.warning "-3"]));
  (* A thrown value that is not an Error is Failure of its text. *)
  (try ignore (Js.Unsafe.js_expr "(function () { throw 'a string'; })()") with
  | Failure m -> Printf.printf "Failure %S\n" m);
  (* Raised from OCaml with Js_error.raise_, caught back: the same JavaScript object. *)
  let err : Js.error Js.t = Js.Unsafe.new_obj Js.error_constr [| Js.Unsafe.inject (Js.string "made in OCaml") |] in
  (try Js_error.raise_ (Js_error.of_error err) with
  | Js_error.Exn e -> Printf.printf "same error: %b, %s\n" (Js_error.to_error e == err) (Js_error.message e));
  (* An OCaml exception raised in a callback run by JavaScript (Array.prototype.forEach) comes
     back to OCaml as itself. *)
  let arr = Js.array [| 1; 2; 3 |] in
  let exn = Mine 2 in
  (try
     Js.Unsafe.meth_call arr "forEach"
       [| Js.Unsafe.inject (Js.wrap_callback (fun x _ _ -> if x = 2 then raise exn)) |]
   with Mine n as e -> Printf.printf "Mine %d came back, physically equal: %b\n" n (e == exn));
  (try
     Js.Unsafe.meth_call arr "forEach"
       [| Js.Unsafe.inject (Js.wrap_callback (fun _ _ _ -> raise Not_found)) |]
   with Not_found -> print_endline "Not_found came back");
  (* JavaScript code catching an OCaml exception sees its value, and can throw it on. *)
  let rethrow = Js.Unsafe.js_expr "(function (f) { try { f(0); } catch (e) { if (typeof e === \"object\" && !(e instanceof Error)) throw e; } })" in
  (try Js.Unsafe.fun_call rethrow [| Js.Unsafe.inject (Js.wrap_callback (fun () -> raise (Mine 7))) |] with
  | Mine n -> Printf.printf "rethrown by JavaScript: Mine %d\n" n);
  (* A JavaScript error in a callback run by JavaScript run by OCaml. *)
  (try
     Js.Unsafe.meth_call arr "map"
       [| Js.Unsafe.inject (Js.wrap_callback (fun _ _ _ -> Js.Unsafe.js_expr "undefined_variable_xyz")) |]
   with Js_error.Exn e -> Printf.printf "%s\n" (Js_error.name e));
  print_endline (Printexc.to_string (Js_error.Exn (Js_error.of_error err)));
  Printf.printf "of_exn: %b\n" (Js_error.of_exn Not_found = None)
