import { describe, expect, it } from "vitest";
import { items, sig } from "./helpers.js";

describe("patterns", () => {
  it.each([
    ["let f = function 'a'..'z' -> 1", "(let (f (function ((.. 'a' 'z') 1))))"],
    ["let f = function x :: y :: r -> 1", "(let (f (function ((:: (, x (:: (, y r)))) 1))))"],
    ["let f = function A | B as x -> x", "(let (f (function ((as (| A B) x) x))))"],
    ["let f = function (A | B) as x, y -> x", "(let (f (function ((, (as (| A B) x) y) x))))"],
    ["let f = function x, y as p -> p", "(let (f (function ((as (, x y) p) p))))"],
    ["let f = function C (a, b) -> a", "(let (f (function ((C (, a b)) a))))"],
    ["let f = function C _ -> 0", "(let (f (function ((C _) 0))))"],
    ["let f = function C { x; _ } -> x", "(let (f (function ((C {x=x; _}) x))))"],
    ["let f = function { M.x = 1; y } -> y", "(let (f (function ({M.x=1; y=y} y))))"],
    ["let f = function { x : int } -> x", "(let (f (function ({x=(: x int)} x))))"],
    ["let f = function lazy x -> x", "(let (f (function ((lazy x) x))))"],
    ["let f = function exception E -> 0 | _ -> 1", "(let (f (function ((exception E) 0) (_ 1))))"],
    ["let f = function (module M) -> 0", "(let (f (function ((module M) 0))))"],
    ["let f = function (module M : S) -> 0", "(let (f (function ((: (module M) (module S)) 0))))"],
    ["let f = function M.(A | B) -> 0", "(let (f (function ((open M (| A B)) 0))))"],
    ["let f = function M.[] -> 0", "(let (f (function ((open M []) 0))))"],
    ["let f = function C (type a) (x : a) -> 0", "(let (f (function ((C (type a) (: x a)) 0))))"],
    ["let f = function (x : int) -> x", "(let (f (function ((: x int) x))))"],
    ["let f = function -1 | +2 | -1.5 -> 0", "(let (f (function ((| (| -1 2) -1.5) 0))))"],
    ["let f = function [| a; b |] -> a", "(let (f (function ([|a; b|] a))))"],
    ["let f = function [a; b] -> a", "(let (f (function ((:: (, a (:: (, b [])))) a))))"],
    ["let f = function (::) (a, b) -> a", "(let (f (function ((:: (, a b)) a))))"],
    ["let f = function Some Some x -> x", "(let (f (function ((Some (Some x)) x))))"],
    ["let f = function true | false | () | [] -> 0", "(let (f (function ((| (| (| true false) ()) []) 0))))"],
    ["let f = function \"s\" | 'c' -> 0", "(let (f (function ((| \"s\" 'c') 0))))"],
    ["let f = function M.C x -> x", "(let (f (function ((M.C x) x))))"],
  ])("%s", (src, tree) => expect(items(src)).toBe(tree));
});

describe("type expressions", () => {
  it.each([
    ["type t = int -> int -> int", "(type (t = (-> int (-> int int))))"],
    ["type t = x:int -> ?y:int -> int", "(type (t = (-> ~x:int (-> ?y:int int))))"],
    ["type t = int * string -> unit", "(type (t = (-> (* int string) unit)))"],
    ["type t = (int, string) Hashtbl.t", "(type (t = (Hashtbl.t int string)))"],
    ["type t = int list option", "(type (t = (option (list int))))"],
    ["type 'a t = 'a * _", "(type ('a t = (* 'a _)))"],
    ["type t = (int as 'a) list", "(type (t = (list (as int 'a))))"],
    ["type t = int -> int as 'a", "(type (t = (as (-> int int) 'a)))"],
    ["type t = (module S)", "(type (t = (module S)))"],
    ["type t = (module M.S)", "(type (t = (module M.S)))"],
    ["type t = F(X).t", "(type (t = F(X).t))"],
    ["type t = { f : 'a. 'a -> 'a }", "(type (t {f: (poly (a) (-> 'a 'a))}))"],
    ["type t = (int -> int) * int", "(type (t = (* (-> int int) int)))"],
  ])("%s", (src, tree) => expect(items(src)).toBe(tree));
});

describe("type declarations", () => {
  it.each([
    ["type t", "(type (t))"],
    ["type 'a t = 'a list", "(type ('a t = (list 'a)))"],
    ["type ('a, 'b) t = 'a * 'b", "(type ('a 'b t = (* 'a 'b)))"],
    ["type +'a t and -'b u", "(type (+'a t) (-'b u))"],
    ["type t = A | B of int * string | C of { x : int; mutable y : float }", "(type (t (A) (B int string) (C {x: int; mutable y: float})))"],
    ["type t = | A | B", "(type (t (A) (B)))"],
    ["type t = A of (int * int)", "(type (t (A (* int int))))"],
    ["type t = { mutable x : int; y : 'a. 'a -> 'a }", "(type (t {mutable x: int; y: (poly (a) (-> 'a 'a))}))"],
    ["type t = { x : int; }", "(type (t {x: int}))"],
    ["type t = private int", "(type (t private = int))"],
    ["type t = private A | B", "(type (t private (A) (B)))"],
    ["type nonrec t = t list", "(type nonrec (t = (list t)))"],
    ["type t = A of u and u = B of t", "(type (t (A u)) (u (B t)))"],
    ["type t = M.t = A | B", "(type (t = M.t (A) (B)))"],
    ["type t = M.t = private { x : int }", "(type (t private = M.t {x: int}))"],
    ["type _ t = A : int t | B : 'a * 'b -> ('a * 'b) t", "(type (_ t (A : (t int)) (B 'a 'b : (t (* 'a 'b)))))"],
    ["type 'a t = State : 's * ('s -> ('a, 's) node) -> 'a t", "(type ('a t (State 's (-> 's (node 'a 's)) : (t 'a))))"],
    ["type t = C : 'a. 'a -> t", "(type (t (C 'a. 'a : t)))"],
    ["type t = C : { x : int } -> t", "(type (t (C {x: int} : t)))"],
    ["type 'a list = [] | (::) of 'a * 'a list", "(type ('a list ([]) (:: 'a (list 'a))))"],
    ["type t = () | true | false", "(type (t (()) (true) (false)))"],
    ["type t = ..", "(type (t ..))"],
    ["type t += C", "(type+= t (C))"],
    ["type 'a M.t += C of 'a | D", "(type+= M.t (C 'a) (D))"],
    ["type 'a t = 'a list constraint 'a = int", "(type ('a t = (list 'a) (constraint 'a int)))"],
    ["type t = A [@attr] | B", "(type (t (A) (B)))"],
    ["type t = int [@@unboxed]", "(type ((t = int) [@unboxed]))"],
    ["type !'a t = 'a", "(type (!'a t = 'a))"],
  ])("%s", (src, tree) => expect(items(src)).toBe(tree));
});

describe("exceptions and externals", () => {
  it.each([
    ["exception E", "(exception (E))"],
    ["exception E of int * string", "(exception (E int string))"],
    ["exception E of { x : int }", "(exception (E {x: int}))"],
    ["exception E = M.F", "(exception (E = M.F))"],
    ["exception E [@@deprecated]", "(exception ((E) [@deprecated]))"],
    ['external f : int -> int = "%identity"', '(external f (-> int int) "%identity")'],
    [
      'external g : float -> float = "caml_sin" "sin" [@@unboxed] [@@noalloc]',
      '((external g (-> float float) "caml_sin" "sin") [@unboxed @noalloc])',
    ],
    ['external ( + ) : int -> int -> int = "%addint"', '(external + (-> int (-> int int)) "%addint")'],
  ])("%s", (src, tree) => expect(items(src)).toBe(tree));
});

describe("module language", () => {
  it.each([
    ["module M = struct let x = 1 end", "(module M (struct (let (x 1))))"],
    ["module M : S = struct end", "(module M (: (struct ) S))"],
    ["module F (X : S) (Y : T) = struct end", "(module F (functor (X : S) (functor (Y : T) (struct ))))"],
    ["module F = functor (X : S) -> struct end", "(module F (functor (X : S) (struct )))"],
    ["module F (X : S) : T = struct end", "(module F (functor (X : S) (: (struct ) T)))"],
    ["module G () = struct end", "(module G (functor () (struct )))"],
    ["module M = F (X)", "(module M (F X))"],
    ["module M = F (X) (Y)", "(module M ((F X) Y))"],
    ["module M = F (struct end)", "(module M (F (struct )))"],
    ["module M = F ()", "(module M (F ()))"],
    ["module M = (val m : S)", "(module M (val (: m (module S))))"],
    ["module M = (N : S)", "(module M (: N S))"],
    ["module _ = struct end", "(module _ (struct ))"],
    ["module type S = sig end", "(module type S (sig ))"],
    ["module type S", "(module type S)"],
    ["module type S = functor (X : A) -> B", "(module type S (functor (X : A) B))"],
    ["module type S = A -> B", "(module type S (functor (_ : A) B))"],
    ["module type S = T with type t = int and type u := v", "(module type S (with T (type t = int) (type u := v)))"],
    ["module type S = T with type 'a t = 'a list", "(module type S (with T (type t = (list 'a))))"],
    ["module type S = T with module M = N and module P := Q.R", "(module type S (with T (module M = N) (module P := Q.R)))"],
    ["module type S = module type of M", "(module type S (typeof M))"],
    ["module type S = module type of struct end", "(module type S (typeof (struct )))"],
    ["module rec A : S = struct end and B : T = struct end", "(module rec (A (: (struct ) S)) (B (: (struct ) T)))"],
    ["open M", "(open M)"],
    ["open! M.N", "(open! M.N)"],
    ["open struct let x = 1 end", "(open (struct (let (x 1))))"],
    ["include M", "(include M)"],
    ["include F (X)", "(include (F X))"],
  ])("%s", (src, tree) => expect(items(src)).toBe(tree));

  it("signatures", () => {
    expect(
      sig(`val x : int
val f : 'a -> 'a [@@inline]
external g : int -> int = "g"
type t = A | B
type t := int
type t += C
exception E of int
module M : sig val y : int end
module F (X : S) : S with type t = X.t
module N = M
module P := Q
module rec R : S and U : T
module type S
module type T = sig end
include S
include module type of M
open M
[@@@warning "-32"]`),
    ).toBe(
      [
        "(val x int)",
        "((val f (-> 'a 'a)) [@inline])",
        '(val g (-> int int) "g")',
        "(type (t (A) (B)))",
        "(type:= (t = int))",
        "(type+= t (C))",
        "(exception (E int))",
        "(module M (sig (val y int)))",
        "(module F (functor (X : S) (with S (type t = X.t))))",
        "(module N (alias M))",
        "(module P := Q)",
        "(module rec (R S) (U T))",
        "(module type S)",
        "(module type T (sig ))",
        "(include S)",
        "(include (typeof M))",
        "(open M)",
        '(floating [@warning "-32"])',
      ].join("\n"),
    );
  });
});
