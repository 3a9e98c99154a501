module type ID = sig val prefix : string end
module MakeGen (I : ID) () = struct
  let counter = ref 0
  let fresh () = incr counter; Printf.sprintf "%s%d" I.prefix !counter
end
module G1 = MakeGen (struct let prefix = "x" end) ()
module G2 = MakeGen (struct let prefix = "x" end) ()
module Memo (F : sig val f : int -> int end) = struct
  let calls = ref 0
  let table = Hashtbl.create 16
  let get n = match Hashtbl.find_opt table n with Some v -> v | None -> incr calls; let v = F.f n in Hashtbl.add table n v; v
end
module MSq = Memo (struct let f n = n * n end)
let () =
  print_endline (String.concat " " [ G1.fresh (); G1.fresh (); G2.fresh (); G1.fresh () ]);
  List.iter (fun n -> ignore (MSq.get n)) [ 1; 2; 1; 3; 2; 1 ];
  Printf.printf "calls %d, get 3 = %d\n" !MSq.calls (MSq.get 3)
