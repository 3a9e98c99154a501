(* Recursive modules: members that use each other through functions, through functors such as
   Set.Make, through sub-modules and lazy values, and the error of using a module before it is
   defined. *)
module rec Expr : sig
  type t = Num of int | Add of t * t | Let of string * t * t | Var of string | Block of ExprSet.t
  val compare : t -> t -> int
  val eval : (string * int) list -> t -> int
end = struct
  type t = Num of int | Add of t * t | Let of string * t * t | Var of string | Block of ExprSet.t
  let compare = compare
  let rec eval env = function
    | Num n -> n
    | Add (a, b) -> eval env a + eval env b
    | Let (x, e, body) -> eval ((x, eval env e) :: env) body
    | Var x -> List.assoc x env
    | Block s -> ExprSet.fold (fun e acc -> acc + eval env e) s 0
end
and ExprSet : Set.S with type elt = Expr.t = Set.Make (Expr)

let () =
  let open Expr in
  let s = ExprSet.of_list [ Num 3; Add (Num 1, Num 2); Num 3; Let ("x", Num 5, Add (Var "x", Var "x")) ] in
  Printf.printf "set: %d elements, sum %d\n" (ExprSet.cardinal s) (eval [] (Block s));
  Printf.printf "nested: %d\n" (eval [] (Block (ExprSet.singleton (Block s))))

(* Mutual recursion through functions only. *)
module rec Even : sig val test : int -> bool end = struct
  let test n = n = 0 || Odd.test (n - 1)
end
and Odd : sig val test : int -> bool end = struct
  let test n = n <> 0 && Even.test (n - 1)
end
let () = Printf.printf "even 10: %b, odd 7: %b, even 7: %b\n" (Even.test 10) (Odd.test 7) (Even.test 7)

(* A safe module and an unsafe one (it holds a value): the unsafe one is evaluated first and may
   only use the other through functions called later. *)
module rec Config : sig val name : string val greet : unit -> string end = struct
  let name = "config"
  let greet () = Greeter.hello name
end
and Greeter : sig val hello : string -> string end = struct
  let hello who = "hello, " ^ who ^ " (" ^ string_of_int (String.length Config.name) ^ ")"
end
let () = print_endline (Config.greet ())

(* Sub-modules and lazy values in the signature. *)
module rec Outer : sig
  module Inner : sig val depth : int -> int end
  val table : int list Lazy.t
end = struct
  module Inner = struct let depth n = if n = 0 then 0 else 1 + Other.down (n - 1) end
  let table = lazy (List.map Inner.depth [ 1; 2; 3 ])
end
and Other : sig val down : int -> int val first : unit -> int end = struct
  let down n = Outer.Inner.depth n
  let first () = List.hd (Lazy.force Outer.table)
end
let () = Printf.printf "depths: %s, first %d\n" (String.concat "," (List.map string_of_int (Lazy.force Outer.table))) (Other.first ())

(* A function of a recursive module called while the group is being defined. *)
let () =
  try
    let module M = struct
      module rec A : sig val f : int -> int end = struct let f x = B.g x end
      and B : sig val g : int -> int val v : int end = struct let g x = x + 1 let v = A.f 1 end
    end in
    Printf.printf "not reached: %d\n" M.B.v
  with Undefined_recursive_module (file, line, col) -> Printf.printf "Undefined_recursive_module %s %d %d\n" file line col

(* Two functions defined as each other: calling either raises. *)
module rec P : sig val f : int -> int end = struct let f = Q.g end
and Q : sig val g : int -> int end = struct let g = P.f end
let () = try ignore (P.f 1) with Undefined_recursive_module (_, line, col) -> Printf.printf "loop: line %d char %d\n" line col
