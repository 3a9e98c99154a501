(* {< x = e >}: a copy with some instance variables replaced. *)
let vec x y =
  object
    val x = x
    val y = y
    method x = x
    method y = y
    method move dx dy = {< x = x + dx; y = y + dy >}
    method with_x x' = {< x = x' >}
    method clone = {< >}
    method to_string = Printf.sprintf "(%d, %d)" x y
  end

let () =
  let v = vec 1 2 in
  let w = v#move 10 20 in
  let z = w#with_x 0 in
  print_endline v#to_string;
  print_endline w#to_string;
  print_endline z#to_string;
  let c = v#clone in
  Printf.printf "%s %b %b\n" c#to_string (c = v) (c == v)

(* A copy has its own mutable state. *)
let cell v =
  object
    val mutable v = v
    method get = v
    method set x = v <- x
    method copy = {< >}
  end

let () =
  let a = cell 1 in
  let b = a#copy in
  b#set 2;
  Printf.printf "%d %d\n" a#get b#get;
  let c = Oo.copy a in
  c#set 3;
  Printf.printf "%d %d\n" a#get c#get
