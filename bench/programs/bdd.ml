(* Reduced ordered BDDs with hash-consed nodes and a memoised apply: the n-queens constraint,
   its number of solutions and the number of nodes built. *)
type bdd = Zero | One | Node of { id : int; var : int; low : bdd; high : bdd }

let id = function Zero -> 0 | One -> 1 | Node n -> n.id

let unique : (int * int * int, bdd) Hashtbl.t = Hashtbl.create 100003
let next_id = ref 2

let mk var low high =
  if id low = id high then low
  else
    let key = (var, id low, id high) in
    match Hashtbl.find_opt unique key with
    | Some b -> b
    | None ->
      let b = Node { id = !next_id; var; low; high } in
      incr next_id;
      Hashtbl.add unique key b;
      b

let var_of = function Node n -> n.var | Zero | One -> max_int

let memo : (int * int, bdd) Hashtbl.t = Hashtbl.create 100003

(* Conjunction, memoised on the pair of node ids. *)
let rec conj a b =
  match a, b with
  | Zero, _ | _, Zero -> Zero
  | One, x | x, One -> x
  | Node na, Node nb ->
    if na.id = nb.id then a
    else
      let key = if na.id < nb.id then (na.id, nb.id) else (nb.id, na.id) in
      match Hashtbl.find_opt memo key with
      | Some r -> r
      | None ->
        let v = min na.var nb.var in
        let lo_a, hi_a = if na.var = v then (na.low, na.high) else (a, a) in
        let lo_b, hi_b = if nb.var = v then (nb.low, nb.high) else (b, b) in
        let r = mk v (conj lo_a lo_b) (conj hi_a hi_b) in
        Hashtbl.add memo key r;
        r

let rec neg = function Zero -> One | One -> Zero | Node n -> mk n.var (neg n.low) (neg n.high)
let disj a b = neg (conj (neg a) (neg b))
let var v = mk v Zero One

(* Number of satisfying assignments of variables v..nvars-1. *)
let rec count nvars v b =
  match b with
  | Zero -> 0
  | One -> 1 lsl (nvars - v)
  | Node n -> (1 lsl (n.var - v)) * (count nvars (n.var + 1) n.low + count nvars (n.var + 1) n.high)

let queens n =
  let cell i j = var (i * n + j) in
  let f = ref One in
  for i = 0 to n - 1 do
    let row = ref Zero in
    for j = 0 to n - 1 do row := disj !row (cell i j) done;
    f := conj !f !row
  done;
  for i = 0 to n - 1 do
    for j = 0 to n - 1 do
      for i' = 0 to n - 1 do
        for j' = 0 to n - 1 do
          if (i, j) < (i', j') && (i = i' || j = j' || i - j = i' - j' || i + j = i' + j') then
            f := conj !f (neg (conj (cell i j) (cell i' j')))
        done
      done
    done
  done;
  count (n * n) 0 !f

let () =
  let n = if Array.length Sys.argv > 1 then int_of_string Sys.argv.(1) else 7 in
  let solutions = queens n in
  Printf.printf "%d queens: %d solutions, %d nodes\n" n solutions (!next_id - 2)
