(* Class parameters: plain, labelled, optional with defaults, patterns; values computed from them. *)
class point ?(x = 0) ?(y = 0) () = object
  val x = x
  val y = y
  method x = x
  method y = y
  method to_string = Printf.sprintf "(%d, %d)" x y
  method move ~dx ~dy = {< x = x + dx; y = y + dy >}
end

class labelled ~name ~age = object
  method describe = Printf.sprintf "%s is %d" name age
end

class pair (a, b) = object
  method sum = a + b
  method swap = (b, a)
end

class counter ?(step = 1) start = object
  val mutable n = start
  method next = let v = n in n <- n + step; v
end

let () =
  print_endline (new point ())#to_string;
  print_endline (new point ~x:3 ())#to_string;
  print_endline (new point ~y:4 ~x:1 ())#to_string;
  print_endline ((new point ~x:1 ~y:1 ())#move ~dx:2 ~dy:3)#to_string;
  print_endline (new labelled ~age:30 ~name:"Ada")#describe;
  let p = new pair (3, 4) in
  Printf.printf "%d (%d, %d)\n" p#sum (fst p#swap) (snd p#swap);
  let c = new counter 10 in
  let c2 = new counter ~step:5 0 in
  for _ = 1 to 3 do Printf.printf "%d %d\n" c#next c2#next done;
  let make = new counter ~step:2 in
  let c3 = make 100 in
  Printf.printf "%d %d\n" c3#next c3#next;
  let points = List.map (fun i -> new point ~x:i ~y:(i * i) ()) [1; 2; 3] in
  List.iter (fun p -> print_string (p#to_string ^ " ")) points;
  print_newline ()
