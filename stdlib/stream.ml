(* Streams: a stream is a mutable head over a chain of cells. Cells made of elements are
   persistent (a stream built by [icons x s] keeps the cells of [s] it was built from), while a
   generator is shared state: an element it has produced is gone for every stream that holds it.
   The empty stream [sempty] must be polymorphic, so a stream is an option: [None] is a stream
   with no elements whose count stays 0. *)

exception Failure
exception Error of string

type 'a cells =
  | Nil
  | Cons of 'a * 'a cells
  | App of 'a cells * 'a cells
  | Suspended of 'a cells Lazy.t
  | Gen of 'a gen

(* [ahead]: an answer of [next] already asked for by a [peek] (Some None: the end). *)
and 'a gen = { mutable ahead : 'a option option; next : int -> 'a option; buffered : bool }

type 'a head = { mutable count : int; mutable cells : 'a cells }
type 'a t = 'a head option

let make cells = Some { count = 0; cells }
let cells_of = function None -> Nil | Some h -> h.cells

(* The cells rewritten so that they start with [Nil] or [Cons]: an element taken from a
   generator is put in a [Cons] in front of it. [count] is what a generator is called with. *)
let rec front count cells =
  match cells with
  | Nil | Cons _ -> cells
  | App (a, b) -> (
      match front count a with
      | Cons (x, rest) -> Cons (x, App (rest, b))
      | _ -> front count b)
  | Suspended l -> front count (Lazy.force l)
  | Gen g -> (
      match g.ahead with
      | Some None -> Nil
      | Some (Some x) ->
          g.ahead <- None;
          Cons (x, cells)
      | None -> (
          match g.next count with
          | None ->
              g.ahead <- Some None;
              Nil
          | Some x -> Cons (x, cells)))

let rec peek = function
  | None -> None
  | Some h as s -> (
      match h.cells with
      | Nil -> None
      | Cons (x, _) -> Some x
      | App _ -> (
          match front h.count h.cells with
          | Cons (x, _) as c ->
              h.cells <- c;
              Some x
          | _ -> None)
      | Suspended l ->
          h.cells <- Lazy.force l;
          peek s
      | Gen g -> (
          (* a generator at the head keeps what it produced, so that the stream stays a generator *)
          match g.ahead with
          | Some v -> v
          | None ->
              let v = g.next h.count in
              g.ahead <- Some v;
              v))

let rec junk = function
  | None -> ()
  | Some h as s -> (
      match h.cells with
      | Cons (_, rest) ->
          h.count <- h.count + 1;
          h.cells <- rest
      | Gen ({ ahead = Some _; _ } as g) ->
          (* also when what was peeked is the end (OCaml's Stream does the same): the count
             grows, and the generator will be asked again *)
          h.count <- h.count + 1;
          g.ahead <- None
      | _ -> ( match peek s with None -> () | Some _ -> junk s))

let next s =
  match peek s with
  | Some x ->
      junk s;
      x
  | None -> raise Failure

let empty s = match peek s with None -> () | Some _ -> raise Failure

let iter f s =
  let rec loop () =
    match peek s with
    | Some x ->
        junk s;
        f x;
        loop ()
    | None -> ()
  in
  loop ()

let count = function None -> 0 | Some h -> h.count

(* The first [n] elements: read, then put back in front of what is left as cells (a
   generator is called with the count each element has). *)
let npeek n = function
  | None -> []
  | Some h as s ->
      let rec take n =
        if n <= 0 then []
        else
          match peek s with
          | None -> []
          | Some x ->
              junk s;
              x :: take (n - 1)
      in
      let xs = take n in
      h.count <- h.count - List.length xs;
      h.cells <- List.fold_right (fun x c -> Cons (x, c)) xs h.cells;
      xs

let from f = make (Gen { ahead = None; next = f; buffered = false })
let of_list l = make (List.fold_right (fun x c -> Cons (x, c)) l Nil)

let of_string s =
  let i = ref 0 in
  from (fun _ ->
      if !i < String.length s then begin
        let c = s.[!i] in
        incr i;
        Some c
      end
      else None)

let of_bytes b =
  let i = ref 0 in
  from (fun _ ->
      if !i < Bytes.length b then begin
        let c = Bytes.get b !i in
        incr i;
        Some c
      end
      else None)

let of_channel ic =
  make (Gen { ahead = None; next = (fun _ -> match input_char ic with c -> Some c | exception End_of_file -> None); buffered = true })

let iapp a b = make (App (cells_of a, cells_of b))
let icons x s = make (Cons (x, cells_of s))
let ising x = make (Cons (x, Nil))
let lapp f s = make (Suspended (lazy (App (cells_of (f ()), cells_of s))))
let lcons f s = make (Suspended (lazy (Cons (f (), cells_of s))))
let lsing f = make (Suspended (lazy (Cons (f (), Nil))))
let sempty = None
let slazy f = make (Suspended (lazy (cells_of (f ()))))

let dump f s =
  let rec cells = function
    | Nil -> print_string "Sempty"
    | Cons (x, rest) ->
        print_string "Scons (";
        f x;
        print_string ", ";
        cells rest;
        print_string ")"
    | App (a, b) ->
        print_string "Sapp (";
        cells a;
        print_string ", ";
        cells b;
        print_string ")"
    | Suspended _ -> print_string "Slazy"
    | Gen g -> print_string (if g.buffered then "Sbuffio" else "Sgen")
  in
  print_string "{count = ";
  print_int (count s);
  print_string "; data = ";
  cells (cells_of s);
  print_string "}";
  print_newline ()
