(* Mutable instance variables. *)
let counter start =
  object
    val mutable n = start
    method incr = n <- n + 1
    method add k = n <- n + k
    method get = n
    method reset = n <- start
  end

let () =
  let c = counter 10 in
  c#incr;
  c#incr;
  c#add 5;
  Printf.printf "%d\n" c#get;
  c#reset;
  Printf.printf "%d\n" c#get;
  let cs = List.init 4 (fun i -> counter (i * 100)) in
  List.iteri (fun i c -> for _ = 0 to i do c#incr done) cs;
  List.iter (fun c -> Printf.printf "%d " c#get) cs;
  print_newline ()

let stack () =
  object
    val mutable items = []
    method push x = items <- x :: items
    method pop =
      match items with
      | [] -> None
      | x :: rest -> items <- rest; Some x
    method size = List.length items
  end

let () =
  let s = stack () in
  List.iter s#push [1; 2; 3; 4];
  Printf.printf "size %d\n" s#size;
  let rec drain () =
    match s#pop with
    | None -> print_newline ()
    | Some x -> Printf.printf "%d " x; drain ()
  in
  drain ();
  let t = stack () in
  t#push "a";
  t#push "b";
  Printf.printf "%s %d\n" (match t#pop with Some s -> s | None -> "-") t#size
