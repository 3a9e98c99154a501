(* let open before a class's body. *)
module M = struct let base = 10 let double x = 2 * x end
class c = let open M in object method v = double base end
class d x = let open! M in let y = double x in object method v = y + base end
class e = let open List in fun (l : int list) -> object method n = length l end
let () = Printf.printf "%d %d %d\n" (new c)#v (new d 3)#v (new e [1; 2; 3])#n
