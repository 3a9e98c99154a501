(* Stream: random streams (lists, generators, concatenations, suspensions) under random
   sequences of peek, junk, next, npeek, count and empty, printed with dump. *)
let rec build depth =
  match if depth > 2 then Random.int 3 else Random.int 8 with
  | 0 -> Stream.of_list (List.init (Random.int 4) (fun i -> i + 10 * depth))
  | 1 -> let lim = Random.int 5 in Stream.from (fun i -> if i < lim then Some (100 + i) else None)
  | 2 -> Stream.sempty
  | 3 -> Stream.iapp (build (depth + 1)) (build (depth + 1))
  | 4 -> Stream.icons 7 (build (depth + 1))
  | 5 -> let s = build (depth + 1) in Stream.lcons (fun () -> 8) s
  | 6 -> let s = build (depth + 1) in Stream.slazy (fun () -> s)
  | _ -> let s = build (depth + 1) in Stream.lapp (fun () -> Stream.ising 9) s
let show = function Some x -> string_of_int x | None -> "-"
let () =
  Random.init 42;
  for _ = 1 to 400 do
    let s = build 0 in
    Stream.dump print_int s;
    let b = Buffer.create 80 in
    for _ = 1 to 8 do
      (match Random.int 6 with
       | 0 -> Buffer.add_string b ("p" ^ show (Stream.peek s))
       | 1 -> Stream.junk s; Buffer.add_string b "j"
       | 2 -> Buffer.add_string b (match Stream.next s with x -> "n" ^ string_of_int x | exception Stream.Failure -> "nF")
       | 3 -> let k = Random.int 4 in Buffer.add_string b ("k" ^ String.concat "," (List.map string_of_int (Stream.npeek k s)))
       | 4 -> Buffer.add_string b ("c" ^ string_of_int (Stream.count s))
       | _ -> Buffer.add_string b (match Stream.empty s with () -> "e" | exception Stream.Failure -> "eF"));
      Buffer.add_char b ' '
    done;
    print_endline (Buffer.contents b)
  done
