(* The sizes Marshal gives (header_size, data_size, total_size, the length of to_string) are
   OCaml's for values made of ints, strings, blocks and int64s, with and without sharing. *)
type v = A | B of int | C of string * v | D of { x : int; y : int }

let show name v flags =
  let s = Marshal.to_string v flags in
  let b = Marshal.to_bytes v flags in
  Printf.printf "%s: %d bytes, data %d, total %d, same bytes %b\n" name (String.length s)
    (Marshal.data_size b 0) (Marshal.total_size b 0) (Bytes.to_string b = s)

let () =
  Printf.printf "header_size %d\n" Marshal.header_size;
  show "zero" 0 [];
  show "small ints" (0, 63, 64, 127, 128, -1, -128, -129) [];
  show "larger ints" (32767, 32768, -32768, -32769, 1 lsl 29, -(1 lsl 29), 0x7fff_ffff) [];
  show "chars and bools" ('a', '\255', true, false, ()) [];
  show "strings" ("", "a", String.make 31 'b', String.make 32 'c', String.make 255 'd', String.make 256 'e') [];
  show "list" [ 1; 2; 3; 4; 5 ] [];
  show "long list" (List.init 300 (fun i -> i)) [];
  show "variants" [ A; B 1; C ("c", A); D { x = 1; y = 2 } ] [];
  show "big block" (1, 2, 3, 4, 5, 6, 7, 8, 9) [];
  show "int64" (1L, -1L, Int64.max_int) [];
  show "options" (Some (Some None), (None : int option)) [];
  let l = [ "shared"; "list" ] in
  show "sharing" (l, l, l) [];
  show "No_sharing" (l, l, l) [ Marshal.No_sharing ];
  let pair = (1, 2) in
  show "shared pairs" [ pair; pair; pair; pair ] [];
  show "shared pairs, No_sharing" [ pair; pair; pair; pair ] [ Marshal.No_sharing ];
  show "Compat_32" (1, "a", [ 2 ]) [ Marshal.Compat_32 ];
  show "nested" (Some (1, [ ("k", Some [ 1; 2 ]) ], B 5)) []
