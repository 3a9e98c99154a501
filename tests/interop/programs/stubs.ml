(* Externals provided by the JavaScript stubs in stubs.js. *)
external add : int -> int -> int = "stub_add"
external calls : unit -> int = "stub_calls"
external greet : string -> string = "stub_greet"
external version : unit -> int = "stub_version"
external string_mode : unit -> int = "stub_string_mode"
external weak : unit -> int = "stub_weak"
external first : unit -> int = "stub_first"
external read_flag : unit -> int = "stub_read_flag"
external fail : string -> 'a = "stub_fail"
external throw : unit -> unit = "stub_throw"
external apply : (int -> int) -> int -> int = "stub_apply"
external catch : (unit -> unit) -> exn = "stub_catch"
external is_ocaml_exn : exn -> bool = "stub_is_ocaml_exn"
external sum_array : int array -> int = "stub_sum_array"

exception Mine of string

let () =
  Printf.printf "%d %d\n" (add 1 2) (add 40 2);
  Printf.printf "calls: %d\n" (calls ());
  print_endline (greet "world");
  Printf.printf "version %d, js-string %d, weak %d, first %d, always %d\n" (version ()) (string_mode ())
    (weak ()) (first ()) (read_flag ());
  (try fail "no" with Failure m -> Printf.printf "Failure %S\n" m);
  (* A JavaScript exception caught in OCaml: without the Js library, Failure of its text. *)
  (try throw () with Failure m -> Printf.printf "JavaScript exception as Failure %S\n" m);
  Printf.printf "apply %d\n" (apply (fun x -> x * 10) 4);
  (* An OCaml exception through a JavaScript frame keeps its identity. *)
  let e = Mine "through JavaScript" in
  (try ignore (apply (fun _ -> raise e) 0) with
  | Mine _ as e' -> Printf.printf "caught back: %b\n" (e == e'));
  (* JavaScript code catching an OCaml exception sees the exception value. *)
  let caught = catch (fun () -> raise (Mine "seen by JavaScript")) in
  Printf.printf "JavaScript caught an OCaml exception: %b\n" (is_ocaml_exn caught);
  (match caught with Mine s -> print_endline s | _ -> print_endline "?");
  Printf.printf "sum %d\n" (sum_array [| 1; 2; 3; 4 |])
