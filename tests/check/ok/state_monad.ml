(* A state monad with binding operators. *)
type ('s, 'a) state = 's -> 'a * 's
let return x : ('s, 'a) state = fun s -> (x, s)
let bind (m : ('s, 'a) state) (f : 'a -> ('s, 'b) state) : ('s, 'b) state =
  fun s -> let (a, s') = m s in f a s'
let ( let* ) = bind
let get : ('s, 's) state = fun s -> (s, s)
let put s : ('s, unit) state = fun _ -> ((), s)
let fresh =
  let* n = get in
  let* () = put (n + 1) in
  return n
let three_names =
  let* a = fresh in
  let* b = fresh in
  let* c = fresh in
  return (Printf.sprintf "v%d v%d v%d" a b c)
let (names, next) = three_names 0
