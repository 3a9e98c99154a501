(* A cycle of modules that are unsafe for another reason: OCaml's error, seen through classes. *)
module rec A : sig
  class c : object method m : int end
  val x : int
end = struct
  class c = object method m = B.y end
  let x = 1
end
and B : sig
  val y : int
end = struct
  let y = (new A.c)#m + A.x
end
let () = print_int B.y
