(* Obj on the values whose representation OCaml and its JavaScript hosts agree on: ints,
   blocks (tuples, records, constructors, lists), arrays, strings, closures, exceptions. *)
type r = { a : int; mutable b : string; c : int list }
type v = A | B of int | C of string * int

exception Plain
exception With_args of int * string

let describe name x =
  let o = Obj.repr x in
  if Obj.is_int o then Printf.printf "%s: int %d\n" name (Obj.obj o : int)
  else Printf.printf "%s: block tag %d size %d\n" name (Obj.tag o) (Obj.size o)

let () =
  describe "42" 42;
  describe "'x'" 'x';
  describe "true" true;
  describe "()" ();
  describe "A" A;
  describe "[]" [];
  describe "None" None;
  describe "(1, 2, 3)" (1, 2, 3);
  describe "B 7" (B 7);
  describe "C" (C ("s", 1));
  describe "Some 5" (Some 5);
  describe "[1; 2]" [ 1; 2 ];
  describe "record" { a = 1; b = "x"; c = [] };
  describe "[| 4; 5; 6; 7 |]" [| 4; 5; 6; 7 |];
  Printf.printf "string is block: %b, tag %d\n" (Obj.is_block (Obj.repr "abc")) (Obj.tag (Obj.repr "abc"));
  Printf.printf "closure tag: %d\n" (Obj.tag (Obj.repr (fun x -> x + 1)))

(* Fields read and written through Obj. *)
let () =
  let t = (10, "twenty", [ 30 ]) in
  let o = Obj.repr t in
  Printf.printf "fields: %d %s %d\n" (Obj.obj (Obj.field o 0)) (Obj.obj (Obj.field o 1)) (List.hd (Obj.obj (Obj.field o 2)));
  let r = { a = 1; b = "before"; c = [] } in
  Obj.set_field (Obj.repr r) 1 (Obj.repr "after");
  print_endline r.b;
  let a = [| 1; 2; 3 |] in
  Obj.set_field (Obj.repr a) 2 (Obj.repr 30);
  Printf.printf "array: %d %d %d (field 0 = %d)\n" a.(0) a.(1) a.(2) (Obj.obj (Obj.field (Obj.repr a) 0));
  let copy : r = Obj.obj (Obj.dup (Obj.repr r)) in
  copy.b <- "copy";
  Printf.printf "dup: %s %s %b\n" r.b copy.b (copy == r)

(* A block made by hand, read back as a value of a type of the same shape. *)
let () =
  let b = Obj.new_block 0 2 in
  Obj.set_field b 0 (Obj.repr 3);
  Obj.set_field b 1 (Obj.repr "three");
  let (n, s) : int * string = Obj.obj b in
  Printf.printf "new_block: %d %s\n" n s;
  (* Constructors with arguments are numbered apart from constant ones: tag 1 is C. *)
  let c = Obj.new_block 1 2 in
  Obj.set_field c 0 (Obj.repr "nine");
  Obj.set_field c 1 (Obj.repr 9);
  (match (Obj.obj c : v) with A -> print_endline "A" | B n -> Printf.printf "B %d\n" n | C (s, n) -> Printf.printf "C %s %d\n" s n);
  let tagged : v = Obj.obj (Obj.with_tag 1 (Obj.repr ("eleven", 11))) in
  (match tagged with C (s, n) -> Printf.printf "with_tag: C %s %d\n" s n | _ -> print_endline "other")

(* Obj.magic between types of one representation. *)
let () =
  let as_int : int = Obj.magic 'A' in
  let as_bool : bool = Obj.magic 1 in
  let as_option : int option = Obj.magic (B 7) in
  Printf.printf "magic: %d %b %s\n" as_int as_bool (match as_option with Some n -> string_of_int n | None -> "none")

(* Extension constructors: the slot of an exception, its name. *)
let () =
  let e1 = Obj.Extension_constructor.of_val Plain in
  let e2 = Obj.Extension_constructor.of_val (With_args (1, "x")) in
  let e3 = Obj.Extension_constructor.of_val Not_found in
  Printf.printf "%s %s %s %b\n" (Obj.Extension_constructor.name e1) (Obj.Extension_constructor.name e2)
    (Obj.Extension_constructor.name e3) (Obj.Extension_constructor.id e1 <> Obj.Extension_constructor.id e2);
  (try ignore (Obj.Extension_constructor.of_val (3, 4)) with Invalid_argument m -> print_endline m);
  Printf.printf "same slot: %b\n" (Obj.extension_constructor (With_args (2, "y")) == e2)

let () =
  Printf.printf "tags: %d %d %d %d %d %d %d\n" Obj.lazy_tag Obj.closure_tag Obj.object_tag Obj.forward_tag Obj.string_tag
    Obj.double_array_tag Obj.int_tag
