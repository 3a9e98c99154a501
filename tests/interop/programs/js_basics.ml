open Js_of_ocaml

let log s = print_endline s

let () =
  let s = Js.string "h\xc3\xa9llo \xe2\x82\xac" in
  log (Js.to_string (Js.typeof s));
  let len : int = Js.Unsafe.get s "length" in
  Printf.printf "length %d\n" len;
  log (Js.to_string s);
  let b = Js.bytestring "h\xc3\xa9" in
  Printf.printf "bytestring length %d\n" (Js.Unsafe.get b "length");
  log (Js.to_bytestring b = "h\xc3\xa9" |> string_of_bool);
  let math = Js.Unsafe.get Js.Unsafe.global "Math" in
  let m : float = Js.Unsafe.meth_call math "max" [| Js.Unsafe.inject 3.; Js.Unsafe.inject 7.5 |] in
  Printf.printf "max %g\n" m;
  let o = Js.Unsafe.obj [| ("a", Js.Unsafe.inject 1); ("b", Js.Unsafe.inject (Js.string "two")) |] in
  Printf.printf "o.a = %d\n" (Js.Unsafe.get o "a");
  Js.Unsafe.set o "c" (Js.bool true);
  log (Js.to_string (Js.Unsafe.fun_call (Js.Unsafe.get (Js.Unsafe.get Js.Unsafe.global "JSON") "stringify") [| Js.Unsafe.inject o |]));
  Js.Unsafe.delete o "a";
  log (Js.to_string (Js.Unsafe.meth_call (Js.Unsafe.get Js.Unsafe.global "JSON") "stringify" [| Js.Unsafe.inject o |]));
  let arr = Js.array [| 1; 2; 3 |] in
  let doubled = Js.array_map (fun x -> x * 2) arr in
  Array.iter (Printf.printf "%d ") (Js.to_array doubled);
  print_newline ();
  let d = Js.Unsafe.new_obj (Js.Unsafe.get Js.Unsafe.global "Date") [| Js.Unsafe.inject 0. |] in
  log (Js.to_string (Js.Unsafe.meth_call d "toISOString" [||]));
  let f = Js.wrap_callback (fun a b -> a + b) in
  Printf.printf "callback %d\n" (Js.Unsafe.fun_call f [| Js.Unsafe.inject 20; Js.Unsafe.inject 22 |]);
  let g = Js.Unsafe.js_expr "(function (f) { return f(1)(2); })" in
  Printf.printf "curried %d\n" (Js.Unsafe.fun_call g [| Js.Unsafe.inject f |]);
  Printf.printf "opt %b %b %b\n" (Js.Opt.test Js.null) (Js.Opt.test (Js.some 1)) (Js.Optdef.test Js.undefined);
  Printf.printf "case %d\n" (Js.Opt.case (Js.some 5) (fun () -> 0) (fun x -> x + 1));
  Printf.printf "get %d\n" (Js.Optdef.get Js.undefined (fun () -> 42));
  Printf.printf "bool %b %b\n" (Js.to_bool Js._true) (Js.to_bool (Js.bool false));
  (try ignore (Js.Unsafe.js_expr "null.x") with Js_error.Exn e -> log ("caught: " ^ Js_error.name e ^ ": " ^ Js_error.message e));
  (try ignore (Js.Unsafe.js_expr "(function () { throw 42; })()") with Failure m -> log ("failure: " ^ m));
  let cb = Js.wrap_callback (fun () -> raise Not_found) in
  (try Js.Unsafe.fun_call cb [||] with Not_found -> log "Not_found came back");
  let c = Js.Unsafe.coerce (Js.string "x") in
  log (Js.to_string (Js.typeof c));
  let date = Js.Unsafe.get Js.Unsafe.global "Date" in
  Printf.printf "instanceof %b %b\n" (Js.instanceof d date) (Js.instanceof (Js.Unsafe.obj [||]) date);
  let n = Js.number_of_float 2.5 in
  Printf.printf "number %g %g\n" (Js.float_of_number n) (Js.to_float (Js.float 1.25));
  Printf.printf "call %d\n"
    (Js.Unsafe.call (Js.Unsafe.js_expr "(function (y) { return this.x + y; })")
       (Js.Unsafe.obj [| ("x", Js.Unsafe.inject 40) |]) [| Js.Unsafe.inject 2 |]);
  let keys = Js.to_array (Js.object_keys (Js.Unsafe.obj [| ("k1", Js.Unsafe.inject 0); ("k2", Js.Unsafe.inject 0) |])) in
  log (String.concat "," (Array.to_list (Array.map Js.to_string keys)));
  Printf.printf "array_get %d %b\n" (Js.Optdef.get (Js.array_get arr 1) (fun () -> -1)) (Js.Optdef.test (Js.array_get arr 9));
  Js.array_set arr 0 100;
  Printf.printf "array_set %d\n" (Js.to_array arr).(0);
  Array.iter (Printf.printf "%d ") (Js.to_array (Js.array_mapi (fun i x -> i * x) arr));
  print_newline ();
  log (Js.to_string (Js.encodeURIComponent (Js.string "a b&c\xc3\xa9")));
  log (Js.to_string (Js.decodeURIComponent (Js.string "a%20b%26c%C3%A9")));
  log (Js.to_string (Js.encodeURI (Js.string "http://x/a b")));
  log (Js.to_string (Js.decodeURI (Js.string "http://x/a%20b")));
  Printf.printf "parse %d %g %b\n" (Js.parseInt (Js.string "42px")) (Js.parseFloat (Js.string "2.5e3")) (Js.isNaN (Js.Unsafe.js_expr "NaN"));
  (try ignore (Js.parseInt (Js.string "x")) with Failure m -> log m);
  Printf.printf "opt none %d, some %d\n" (Js.Opt.get (Js.Opt.option None) (fun () -> -1)) (Js.Opt.get (Js.Opt.option (Some 3)) (fun () -> -1));
  (match Js.Optdef.to_option (Js.def "d") with Some s -> log s | None -> log "none");
  Js.Opt.iter (Js.Opt.map (Js.some 20) (fun x -> x + 1)) (Printf.printf "map %d\n");
  Printf.printf "bind %b\n" (Js.Opt.test (Js.Opt.bind (Js.some 1) (fun _ -> Js.null)));
  Printf.printf "coerce %d\n" (Js.coerce 5 (fun x -> if x > 3 then Js.some (x * 2) else Js.null) (fun _ -> 0));
  Printf.printf "coerce_opt %d\n" (Js.coerce_opt Js.null (fun x -> Js.some x) (fun _ -> -7));
  Printf.printf "eval %d\n" (Js.Unsafe.eval_string "var t = 6; t * 7");
  Printf.printf "pure_expr %d\n" (Js.Unsafe.pure_expr (fun () -> 11));
  let l = Js.Unsafe.new_obj_arr (Js.Unsafe.get Js.Unsafe.global "Array") (Js.Unsafe.inject (Js.array [| 1; 2; 3 |])) in
  Printf.printf "new_obj_arr %d\n" (Js.Unsafe.get l "length");
  Printf.printf "variable %g\n" (Js.Unsafe.variable "Math.PI")
