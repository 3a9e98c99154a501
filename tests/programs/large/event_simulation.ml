(* A discrete-event simulation of a bank with several tellers: customers arrive with
   exponential inter-arrival times from a seeded Random state, wait in a FIFO queue and are
   served; events are kept in a Set ordered by time. Reports waits, utilisation and a
   histogram, for one, two and three tellers. *)
type event = Arrival of int | Departure of int * int (* customer, teller *)

module Events = Set.Make (struct
  type t = float * int * event
  let compare (t1, s1, _) (t2, s2, _) = compare (t1, s1) (t2, s2)
end)

type stats = {
  mutable served : int;
  mutable total_wait : float;
  mutable max_wait : float;
  mutable busy_time : float array;
  mutable max_queue : int;
  waits : float array }

let exponential st mean = -. mean *. log (1. -. Random.State.float st 1.)

let simulate ~tellers ~customers ~mean_arrival ~mean_service seed =
  let st = Random.State.make [| seed |] in
  let seq = ref 0 in
  let events = ref Events.empty in
  let schedule time ev = incr seq; events := Events.add (time, !seq, ev) !events in
  let arrival_time = Array.make customers 0. in
  let service = Array.init customers (fun _ -> exponential st mean_service) in
  let queue = Queue.create () in
  let free = Array.make tellers true in
  let started = Array.make tellers 0. in
  let stats = { served = 0; total_wait = 0.; max_wait = 0.; busy_time = Array.make tellers 0.; max_queue = 0; waits = Array.make customers 0. } in
  let t = ref 0. in
  for c = 0 to customers - 1 do
    t := !t +. exponential st mean_arrival;
    arrival_time.(c) <- !t;
    schedule !t (Arrival c)
  done;
  let start_service now c k =
    free.(k) <- false;
    started.(k) <- now;
    let w = now -. arrival_time.(c) in
    stats.waits.(c) <- w;
    stats.total_wait <- stats.total_wait +. w;
    if w > stats.max_wait then stats.max_wait <- w;
    schedule (now +. service.(c)) (Departure (c, k)) in
  let find_free () = let r = ref (-1) in Array.iteri (fun i f -> if f && !r < 0 then r := i) free; !r in
  let finish = ref 0. in
  while not (Events.is_empty !events) do
    let ((now, _, ev) as e) = Events.min_elt !events in
    events := Events.remove e !events;
    finish := now;
    match ev with
    | Arrival c ->
      let k = find_free () in
      if k >= 0 then start_service now c k
      else begin
        Queue.add c queue;
        if Queue.length queue > stats.max_queue then stats.max_queue <- Queue.length queue
      end
    | Departure (_, k) ->
      stats.served <- stats.served + 1;
      stats.busy_time.(k) <- stats.busy_time.(k) +. (now -. started.(k));
      free.(k) <- true;
      if not (Queue.is_empty queue) then start_service now (Queue.pop queue) k
  done;
  (stats, !finish)

let report tellers =
  let stats, finish = simulate ~tellers ~customers:500 ~mean_arrival:1.0 ~mean_service:(0.9 *. float_of_int tellers) 17 in
  Printf.printf "== %d teller(s): served %d, finished at %.2f\n" tellers stats.served finish;
  Printf.printf "mean wait %.3f, max wait %.3f, max queue %d\n" (stats.total_wait /. float_of_int stats.served) stats.max_wait stats.max_queue;
  Array.iteri (fun k b -> Printf.printf "teller %d utilisation %.1f%%\n" k (100. *. b /. finish)) stats.busy_time;
  let buckets = Array.make 6 0 in
  Array.iter (fun w -> let b = min 5 (int_of_float (w /. 2.)) in buckets.(b) <- buckets.(b) + 1) stats.waits;
  Array.iteri (fun i n ->
    let label = if i = 5 then ">=10" else Printf.sprintf "%d-%d" (2 * i) (2 * i + 2) in
    Printf.printf "  %-5s %4d %s\n" label n (String.make (n / 10) '*')) buckets;
  let sorted = Array.copy stats.waits in
  Array.sort compare sorted;
  Printf.printf "median wait %.3f, 90th percentile %.3f\n" sorted.(250) sorted.(450)

let () =
  List.iter report [ 1; 2; 3 ];
  let st = Random.State.make [| 1; 2; 3 |] in
  let samples = Array.init 10000 (fun _ -> exponential st 2.0) in
  let mean = Array.fold_left ( +. ) 0. samples /. 10000. in
  Printf.printf "exponential sample mean %.4f (expected 2)\n" mean;
  let a, _ = simulate ~tellers:2 ~customers:50 ~mean_arrival:1.0 ~mean_service:1.0 5 in
  let b, _ = simulate ~tellers:2 ~customers:50 ~mean_arrival:1.0 ~mean_service:1.0 5 in
  Printf.printf "same seed, same result: %b\n" (a.waits = b.waits)

(* the single-teller case against the M/M/1 queueing formulas: with arrival rate l and
   service rate m, utilisation is l/m and the mean wait in the queue is l / (m (m - l)) *)
let () =
  List.iter (fun service ->
    let stats, finish = simulate ~tellers:1 ~customers:4000 ~mean_arrival:1.0 ~mean_service:service 3 in
    let l = 1.0 and m = 1. /. service in
    let rho = l /. m in
    let wq = l /. (m *. (m -. l)) in
    Printf.printf "service %.2f: utilisation %.3f (theory %.3f), mean wait %.3f (theory %.3f)\n"
      service (stats.busy_time.(0) /. finish) rho (stats.total_wait /. float_of_int stats.served) wq)
    [ 0.5; 0.7; 0.8 ]
