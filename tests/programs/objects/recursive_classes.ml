(* Mutually recursive classes: each makes the other's objects, and names its type. *)
class node v = object
  val mutable next : leaf option = None
  method value : int = v
  method attach = let l = new leaf (v * 2) in next <- Some l; l
  method next_value = match next with Some l -> l#value | None -> -1
end
and leaf v = object
  method value : int = v
  method grow = new node (v + 1)
end

class even = object
  method test n = if n = 0 then true else (new odd)#test (n - 1)
end
and odd = object
  method test n = if n = 0 then false else (new even)#test (n - 1)
end

let () =
  let n = new node 1 in
  let l = n#attach in
  Printf.printf "%d %d %d\n" n#next_value l#value (l#grow)#value;
  let m = (l#grow)#attach in
  Printf.printf "%d\n" m#value;
  Printf.printf "%b %b %b\n" ((new even)#test 10) ((new even)#test 7) ((new odd)#test 7)
