module type COUNTER = sig
  type t
  val create : unit -> t
  val incr : t -> unit
  val value : t -> int
  val reset : t -> unit
end
module Counter : COUNTER = struct
  type t = int ref
  let create () = ref 0
  let incr c = c := !c + 1
  let value c = !c
  let reset c = c := 0
end
let c = Counter.create ()
let () = for _ = 1 to 3 do Counter.incr c done
let v = Counter.value c
let use (module C : COUNTER) = let x = C.create () in C.incr x; C.value x
let one = use (module Counter)
