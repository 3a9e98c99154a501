(* Format's layout engine driven by function calls only (no format strings), so
   that it can run against both OCaml's Format and flambe's with the real
   compiler: see check.sh. *)
open Format

let words n = List.init n (fun i -> "word" ^ string_of_int i)

let sep ppf () = pp_print_string ppf ";"; pp_print_space ppf ()

let show title f =
  let b = Buffer.create 256 in
  let ppf = formatter_of_buffer b in
  f ppf;
  pp_print_flush ppf ();
  print_string ("== " ^ title ^ "\n" ^ Buffer.contents b ^ "|\n")

let boxed opener n ppf =
  opener ppf;
  pp_print_list ~pp_sep:sep pp_print_string ppf (words n);
  pp_close_box ppf ()

let () =
  show "hov short" (boxed (fun ppf -> pp_open_hovbox ppf 2) 3);
  show "hov long" (boxed (fun ppf -> pp_open_hovbox ppf 2) 30);
  show "box long" (boxed (fun ppf -> pp_open_box ppf 4) 30);
  show "hv short" (boxed (fun ppf -> pp_open_hvbox ppf 1) 3);
  show "hv long" (boxed (fun ppf -> pp_open_hvbox ppf 1) 20);
  show "v" (boxed (fun ppf -> pp_open_vbox ppf 3) 5);
  show "h long" (boxed (fun ppf -> pp_open_hbox ppf ()) 25);
  show "nested" (fun ppf ->
    pp_open_hovbox ppf 1;
    for i = 1 to 8 do
      pp_open_box ppf 2;
      pp_print_string ppf ("(f" ^ string_of_int i);
      pp_print_space ppf ();
      pp_print_list ~pp_sep:pp_print_space pp_print_int ppf [i; i * 10; i * 100; i * 1000];
      pp_print_string ppf ")";
      pp_close_box ppf ();
      pp_print_space ppf ()
    done;
    pp_close_box ppf ());
  show "margin 20" (fun ppf ->
    pp_set_margin ppf 20;
    boxed (fun ppf -> pp_open_hovbox ppf 0) 12 ppf);
  show "max indent" (fun ppf ->
    pp_set_margin ppf 40;
    pp_set_max_indent ppf 10;
    pp_print_string ppf "a very long prefix that goes on and on ";
    boxed (fun ppf -> pp_open_hovbox ppf 2) 10 ppf);
  show "break offsets" (fun ppf ->
    pp_open_vbox ppf 0;
    pp_print_string ppf "begin";
    pp_print_break ppf 1 4;
    pp_print_string ppf "indented";
    pp_print_break ppf 1 2;
    pp_print_string ppf "less";
    pp_print_cut ppf ();
    pp_print_string ppf "end";
    pp_close_box ppf ());
  show "custom break" (fun ppf ->
    pp_open_hvbox ppf 0;
    List.iter (fun w ->
      pp_print_string ppf w;
      pp_print_custom_break ppf ~fits:("", 1, "") ~breaks:(" \\", 2, "> "))
      (words 18);
    pp_close_box ppf ());
  show "force newline and if_newline" (fun ppf ->
    pp_open_hovbox ppf 2;
    pp_print_string ppf "one";
    pp_force_newline ppf ();
    pp_print_string ppf "two";
    pp_print_if_newline ppf ();
    pp_print_string ppf "[never]";
    pp_print_space ppf ();
    pp_print_string ppf "three";
    pp_close_box ppf ());
  show "print_as and text" (fun ppf ->
    pp_open_hovbox ppf 0;
    pp_print_as ppf 1 "\xce\xbb";
    pp_print_space ppf ();
    pp_print_text ppf "a long text with spaces that will certainly need to be broken somewhere along the way\nand a newline";
    pp_close_box ppf ());
  show "max boxes" (fun ppf ->
    pp_set_max_boxes ppf 3;
    for i = 1 to 5 do pp_open_box ppf 1; pp_print_int ppf i done;
    for _ = 1 to 5 do pp_close_box ppf () done);
  show "newline flush" (fun ppf ->
    pp_open_box ppf 2;
    pp_print_string ppf "x";
    pp_print_newline ppf ();
    pp_print_string ppf "after";
    pp_print_flush ppf ());
  show "geometry" (fun ppf ->
    pp_set_geometry ppf ~max_indent:15 ~margin:30;
    let g = pp_get_geometry ppf () in
    pp_print_int ppf g.margin; pp_print_space ppf (); pp_print_int ppf g.max_indent;
    pp_print_space ppf ();
    boxed (fun ppf -> pp_open_box ppf 2) 10 ppf);
  show "option result" (fun ppf ->
    pp_print_option pp_print_int ppf (Some 3);
    pp_print_option ~none:(fun ppf () -> pp_print_string ppf "none") pp_print_int ppf None;
    pp_print_result ~ok:pp_print_int ~error:pp_print_string ppf (Error "e"));
  show "tabulations" (fun ppf ->
    pp_open_tbox ppf ();
    pp_set_tab ppf (); pp_print_string ppf "name"; pp_print_string ppf "          ";
    pp_set_tab ppf (); pp_print_string ppf "value"; pp_print_string ppf "   ";
    pp_set_tab ppf (); pp_print_string ppf "note";
    List.iter (fun (a, b, c) ->
      pp_force_newline ppf ();
      pp_print_string ppf a; pp_print_tab ppf ();
      pp_print_string ppf b; pp_print_tab ppf ();
      pp_print_string ppf c)
      [ ("x", "1", "first"); ("longer name", "22", "second"); ("y", "a very long value indeed", "third") ];
    pp_print_tbreak ppf 2 4;
    pp_print_string ppf (String.make 70 'z');
    pp_print_tbreak ppf 1 3;
    pp_print_string ppf "end";
    pp_close_tbox ppf ());
  show "symbolic" (fun ppf ->
    let sob = make_symbolic_output_buffer () in
    let s = formatter_of_symbolic_output_buffer sob in
    pp_open_vbox s 2; pp_print_string s "a"; pp_print_cut s (); pp_print_string s "b"; pp_close_box s ();
    pp_print_flush s ();
    List.iter (function
      | Output_flush -> pp_print_string ppf "F;"
      | Output_newline -> pp_print_string ppf "N;"
      | Output_string x -> pp_print_string ppf ("S" ^ x ^ ";")
      | Output_spaces n -> pp_print_string ppf ("P" ^ string_of_int n ^ ";")
      | Output_indent n -> pp_print_string ppf ("I" ^ string_of_int n ^ ";"))
      (flush_symbolic_output_buffer sob));
  print_string (let () = pp_print_string str_formatter "via str_formatter" in flush_str_formatter ());
  print_newline ();
  open_hovbox 2; print_string "std"; print_space (); print_int 42; close_box ();
  print_newline ()
