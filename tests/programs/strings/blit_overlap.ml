(* Bytes.blit within one buffer and between two, forwards and backwards, short and long
   (the runtime copies short ranges byte by byte and long ones in bulk), and a Buffer grown
   one char at a time. *)
let show b = print_endline (Bytes.to_string b)

let () =
  let alphabet = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ" in
  List.iter
    (fun (src, dst, len) ->
      let b = Bytes.of_string alphabet in
      Bytes.blit b src b dst len;
      show b)
    [ (0, 1, 4); (1, 0, 4); (0, 3, 10); (10, 2, 20); (0, 5, 40); (20, 0, 40); (3, 3, 7); (0, 0, 0) ];
  let src = Bytes.of_string alphabet and dst = Bytes.make 62 '.' in
  Bytes.blit src 5 dst 10 3;
  Bytes.blit src 0 dst 20 33;
  show dst;
  let buf = Buffer.create 1 in
  for i = 0 to 99 do
    Buffer.add_char buf alphabet.[i mod 62]
  done;
  Buffer.add_string buf (String.make 40 '-');
  print_endline (Buffer.contents buf);
  Printf.printf "%d %s\n" (Buffer.length buf) (Buffer.sub buf 95 10)
