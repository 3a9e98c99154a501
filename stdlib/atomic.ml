(* Atomic references. A JavaScript program runs on one thread, so a plain
   mutable cell is atomic. *)

type 'a t = { mutable value : 'a }

let make v = { value = v }
let get r = r.value
let set r v = r.value <- v

let exchange r v =
  let old = r.value in
  r.value <- v;
  old

(* Physical equality, as OCaml's compare-and-set uses. *)
let compare_and_set r expected v =
  if r.value == expected then begin
    r.value <- v;
    true
  end
  else false

let fetch_and_add r n =
  let old = r.value in
  r.value <- old + n;
  old

let incr r = r.value <- r.value + 1
let decr r = r.value <- r.value - 1
