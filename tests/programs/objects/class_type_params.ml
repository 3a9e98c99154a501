class ['a] cell (init : 'a) = object (self)
  val mutable v = init
  method get = v
  method set x = v <- x
  method me = self
end
class ['a] logged_cell init = object
  inherit ['a] cell init as super
  val mutable log = 0
  method! set x = log <- log + 1; super#set x
  method writes = log
end
let () =
  let c = new cell 1 in
  c#set 5;
  let s = new cell "s" in
  s#set (s#get ^ "!");
  let l = new logged_cell 2.5 in
  l#set 1.; l#set 2.;
  Printf.printf "%d %s %.1f %d\n" c#get s#get l#get l#writes;
  let cs : int cell list = [ c; new cell 9 ] in
  List.iter (fun c -> Printf.printf "%d " c#get) cs;
  print_newline ()
