(* Values of many library types: checked for the signature that ocamlc -i
   prints, which must be the same with this library as with OCaml's. *)
module SM = Map.Make (String)
module IS = Set.Make (Int)
module H = Hashtbl.Make (struct type t = int let equal = ( = ) let hash = Hashtbl.hash end)
let table = Hashtbl.create 10
let () = Hashtbl.add table "a" 1
let m = SM.add "x" [1.0] SM.empty
let s = IS.of_list [1]
let h : string H.t = H.create 1
let b = Buffer.create 10
let q : int Queue.t = Queue.create ()
let st : char Stack.t = Stack.create ()
let l = lazy (List.length [])
let r = ref (Some (Ok 1 : (int, string) result))
let seq = List.to_seq [1]
let e = Either.Left 3
let c = open_in
let f x = Option.map succ x
let g = List.fold_left_map
let arr = Array.make_matrix
let u = Uchar.of_int
let ex = Printexc.to_string
let i64 = Int64.add 1L
let sub = String.sub
let k = Fun.protect
let rnd = Random.State.make [| 1 |]
let lb = Lexing.from_string
let mh = MoreLabels.Hashtbl.create
let sl = StdLabels.List.map
let fl = Filename.concat
let cx = Complex.add
let at = Atomic.make 1
let opt = Arg.parse
let gc = Gc.stat
let dig = Digest.string
let () = print_endline (string_of_int (Hashtbl.length table + SM.cardinal m + IS.cardinal s))
