(* Weak arrays are the runtime's ephemerons without data (runtime/weak.ts). The hash set keeps,
   in each bucket, its elements' hashes and a weak array of them. *)

type !'a t

external create_raw : int -> 'a t = "caml_weak_create"
external length : 'a t -> int = "caml_ephe_length"
external set_raw : 'a t -> int -> 'a option -> unit = "caml_weak_set"
external get_raw : 'a t -> int -> 'a option = "caml_weak_get"
external get_copy_raw : 'a t -> int -> 'a option = "caml_weak_get_copy"
external check_raw : 'a t -> int -> bool = "caml_weak_check"
external blit_raw : 'a t -> int -> 'a t -> int -> int -> unit = "caml_weak_blit"

(* Obj.Ephemeron.max_ephe_length on a 32-bit OCaml *)
let max_length = (1 lsl 22) - 2

let create n = if n < 0 || n > max_length then invalid_arg "Weak.create" else create_raw n
let check_index a i who = if i < 0 || i >= length a then invalid_arg who
let set a i v = check_index a i "Weak.set"; set_raw a i v
let get a i = check_index a i "Weak.get"; get_raw a i
let get_copy a i = check_index a i "Weak.get_copy"; get_copy_raw a i
let check a i = check_index a i "Weak.check"; check_raw a i

let fill a ofs len v =
  if ofs < 0 || len < 0 || ofs > length a - len then invalid_arg "Weak.fill"
  else for i = ofs to ofs + len - 1 do set_raw a i v done

let blit a1 o1 a2 o2 len =
  if len < 0 || o1 < 0 || o1 > length a1 - len || o2 < 0 || o2 > length a2 - len then
    invalid_arg "Weak.blit"
  else if len > 0 then blit_raw a1 o1 a2 o2 len

module type S = sig
  type data
  type t
  val create : int -> t
  val clear : t -> unit
  val merge : t -> data -> data
  val add : t -> data -> unit
  val remove : t -> data -> unit
  val find : t -> data -> data
  val find_opt : t -> data -> data option
  val find_all : t -> data -> data list
  val mem : t -> data -> bool
  val iter : (data -> unit) -> t -> unit
  val fold : (data -> 'a -> 'a) -> t -> 'a -> 'a
  val count : t -> int
  val stats : t -> int * int * int * int * int * int
end

module Make (H : Hashtbl.HashedType) : S with type data = H.t = struct
  type data = H.t

  (* A bucket: its elements (weakly) and their hashes, slots [0, used) in use. *)
  type bucket = { mutable elems : data t; mutable hashes : int array; mutable used : int }
  type t = { mutable table : bucket array; mutable size : int }

  let new_bucket () = { elems = create_raw 0; hashes = [||]; used = 0 }
  let create n =
    let n = if n < 7 then 7 else n in
    { table = Array.init n (fun _ -> new_bucket ()); size = 0 }

  let clear t =
    Array.iteri (fun i _ -> t.table.(i) <- new_bucket ()) t.table;
    t.size <- 0

  let fold f t init =
    Array.fold_left
      (fun acc b ->
        let acc = ref acc in
        for i = 0 to b.used - 1 do
          match get_raw b.elems i with Some x -> acc := f x !acc | None -> ()
        done;
        !acc)
      init t.table

  let iter f t = fold (fun x () -> f x) t ()
  let count t = fold (fun _ n -> n + 1) t 0
  let index t h = (h land max_int) mod Array.length t.table

  (* Drops the erased elements of a bucket. *)
  let compact b =
    let j = ref 0 in
    for i = 0 to b.used - 1 do
      if check_raw b.elems i then begin
        if !j <> i then begin
          blit_raw b.elems i b.elems !j 1;
          b.hashes.(!j) <- b.hashes.(i)
        end;
        incr j
      end
    done;
    for i = !j to b.used - 1 do set_raw b.elems i None done;
    b.used <- !j

  let rec add_hashed t h x =
    let b = t.table.(index t h) in
    if b.used = length b.elems then begin
      compact b;
      if b.used = length b.elems then begin
        let n = (2 * b.used) + 3 in
        let elems = create_raw n and hashes = Array.make n 0 in
        blit_raw b.elems 0 elems 0 b.used;
        Array.blit b.hashes 0 hashes 0 b.used;
        b.elems <- elems;
        b.hashes <- hashes
      end
    end;
    set_raw b.elems b.used (Some x);
    b.hashes.(b.used) <- h;
    b.used <- b.used + 1;
    t.size <- t.size + 1;
    if t.size > 2 * Array.length t.table then resize t

  and resize t =
    let live = ref [] in
    Array.iter
      (fun b -> for i = 0 to b.used - 1 do match get_raw b.elems i with Some x -> live := (b.hashes.(i), x) :: !live | None -> () done)
      t.table;
    let n = List.length !live in
    let len = max (Array.length t.table) ((2 * n) + 1) in
    t.table <- Array.init len (fun _ -> new_bucket ());
    t.size <- 0;
    List.iter (fun (h, x) -> add_hashed t h x) (List.rev !live)

  let add t x = add_hashed t (H.hash x) x

  (* The slot of an element equal to [x] in its bucket, or -1. *)
  let lookup t x =
    let h = H.hash x in
    let b = t.table.(index t h) in
    let rec go i =
      if i >= b.used then (b, h, -1, None)
      else if b.hashes.(i) = h then
        match get_raw b.elems i with Some y when H.equal x y -> (b, h, i, Some y) | _ -> go (i + 1)
      else go (i + 1)
    in
    go 0

  let find_opt t x = match lookup t x with _, _, _, found -> found
  let find t x = match find_opt t x with Some y -> y | None -> raise Not_found
  let mem t x = find_opt t x <> None

  let merge t x =
    match lookup t x with
    | _, _, _, Some y -> y
    | _, h, _, None -> add_hashed t h x; x

  let remove t x =
    match lookup t x with
    | b, _, i, Some _ -> set_raw b.elems i None; t.size <- t.size - 1
    | _ -> ()

  let find_all t x =
    let h = H.hash x in
    let b = t.table.(index t h) in
    let acc = ref [] in
    for i = b.used - 1 downto 0 do
      if b.hashes.(i) = h then match get_raw b.elems i with Some y when H.equal x y -> acc := y :: !acc | _ -> ()
    done;
    !acc

  let stats t =
    let lens = Array.map (fun b -> b.used) t.table in
    Array.sort compare lens;
    let total = Array.fold_left ( + ) 0 lens in
    let n = Array.length lens in
    (n, count t, total, lens.(0), lens.(n / 2), lens.(n - 1))
end
