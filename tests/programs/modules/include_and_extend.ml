module Base = struct
  let name = "base"
  let greet () = "hello from " ^ name
  let double x = 2 * x
end
module Extended = struct
  include Base
  let name = "extended"
  let triple x = 3 * x
  let greet2 () = "hi from " ^ name
end
module type SHOW = sig type t val show : t -> string end
module type SHOW_LIST = sig include SHOW val show_list : t list -> string end
module IntShow : SHOW_LIST with type t = int = struct
  type t = int
  let show = string_of_int
  let show_list l = "[" ^ String.concat "; " (List.map show l) ^ "]"
end
module MyList = struct include List let sum = fold_left ( + ) 0 end
let () =
  print_endline (Extended.greet ()); print_endline (Extended.greet2 ());
  Printf.printf "%d %d\n" (Extended.double 5) (Extended.triple 5);
  print_endline (IntShow.show_list [ 1; 2; 3 ]);
  Printf.printf "%d %d\n" (MyList.sum [ 1; 2; 3; 4 ]) (MyList.length [ 1; 2 ])
