(* After a local module, the body is typed at the level of the enclosing function: its
   parameters' types are not generalised by a binding in the body. *)
let f x = let module M = struct let y = 1 end in let g = (fun _ -> x) in g

let pair x =
  let module M = struct type t = int let zero : t = 0 let id z = z end in
  let both = (fun y -> (x, M.id y)) in
  both M.zero

let through_functor x =
  let module S = Set.Make (String) in
  let add = (fun s -> S.add s S.empty, x) in
  add

let opened x =
  let open struct let base = 10 end in
  let k = fun () -> (x, base) in
  k

let nested x =
  let module A = struct
    module B = struct let v = 2 end
    let w = B.v
  end in
  let h = fun () -> (x, A.w) in
  h

let () =
  print_int (f 1 ());
  print_int (snd (pair "a"));
  print_int (snd (opened 'c' ()))
