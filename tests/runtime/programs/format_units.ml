(* Format with format strings: boxes, breaks, %a printers, the string formatters. *)
open Format
let pp_list pp ppf l = fprintf ppf "@[<hov 2>[%a]@]" (pp_print_list ~pp_sep:(fun ppf () -> fprintf ppf ";@ ") pp) l
let () =
  printf "Hello %s@." "world";
  printf "@[<v 2>vertical:@,one@,two@,three@]@.";
  printf "@[<h>%a@]@." (pp_list pp_print_int) [1; 2; 3];
  printf "%a@." (pp_list pp_print_int) (List.init 40 (fun i -> i * 1000));
  printf "@[<hv 2>hv:@ %s@ %s@ %s@]@." "short" "words" "fit";
  printf "@[<hv 2>hv:@ %s@ %s@ %s@]@." (String.make 30 'a') (String.make 30 'b') (String.make 30 'c');
  printf "@[<b 4>b-box:@ %a@]@." (pp_print_list ~pp_sep:pp_print_space pp_print_string)
    (List.init 25 (fun i -> "w" ^ string_of_int i));
  printf "@[%s@;<3 4>%s@]@." "custom" "break";
  printf "escapes: @@ %% @<3>abcdef done@.";
  let s = asprintf "@[<hov 2>asprintf %d@ %a@]" 1 pp_print_string "two" in
  print_endline s;
  print_endline (sprintf "sprintf %d %s" 3 "x");
  print_endline (kasprintf String.uppercase_ascii "kas%s" "printf");
  fprintf str_formatter "via %s" "str_formatter";
  print_endline (flush_str_formatter ());
  let b = Buffer.create 10 in
  let ppf = formatter_of_buffer b in
  fprintf ppf "@[buffer %d@]@?" 42;
  print_endline (Buffer.contents b);
  set_margin 30;
  printf "@[<hov 2>after set_margin:@ %a@]@." (pp_list pp_print_int) (List.init 12 (fun i -> i));
  printf "no newline at the end"
