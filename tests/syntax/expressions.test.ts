import { describe, expect, it } from "vitest";
import { e, items } from "./helpers.js";

describe("operators: precedence and associativity (OCaml manual 11.7)", () => {
  it.each([
    ["a + b * c", "(+ a (* b c))"],
    ["a - b - c", "(- (- a b) c)"],
    ["a ** b ** c", "(** a (** b c))"],
    ["a * b ** c", "(* a (** b c))"],
    ["a :: b :: c", "(:: (, a (:: (, b c))))"],
    ["a @ b @ c", "(@ a (@ b c))"],
    ["a ^ b :: c", "(^ a (:: (, b c)))"],
    ["a = b + c", "(= a (+ b c))"],
    ["a < b = c", "(= (< a b) c)"],
    ["a && b || c", "(|| (&& a b) c)"],
    ["a || b && c", "(|| a (&& b c))"],
    ["a or b & c", "(or a (& b c))"],
    ["a := b || c", "(:= a (|| b c))"],
    ["a := b := c", "(:= a (:= b c))"],
    ["a, b := c", "(:= (, a b) c)"],
    ["a |> f |> g", "(|> (|> a f) g)"],
    ["f @@ g @@ x", "(@@ f (@@ g x))"],
    ["a mod b * c", "(* (mod a b) c)"],
    ["a lsl b ** c", "(lsl a (** b c))"],
    ["a land b lor c", "(lor (land a b) c)"],
    ["a +. b *. c", "(+. a (*. b c))"],
    ["a != b == c", "(== (!= a b) c)"],
    ["a |+| b +! c", "(|+| a (+! b c))"],
    ["a $ b", "($ a b)"],
    ["f x y + g z", "(+ (f x y) (g z))"],
    ["!r.f", "(. (! r) f)"],
    ["!a.(0)", "(Array.get (! a) 0)"],
    ["f !x", "(f (! x))"],
    ["a, b, c", "(, a b c)"],
    ["(a, b), c", "(, (, a b) c)"],
  ])("%s", (src, tree) => expect(e(src)).toBe(tree));
});

describe("unary minus", () => {
  it.each([
    ["-1", "-1"],
    ["- 1", "-1"],
    ["-1.5", "-1.5"],
    ["-.1.5", "-1.5"],
    ["-.1", "(~-. 1)"],
    ["-x", "(~- x)"],
    ["-.x", "(~-. x)"],
    ["f (-1)", "(f -1)"],
    ["f -1", "(- f 1)"],
    ["f - 1", "(- f 1)"],
    ["- f x", "(~- (f x))"],
    ["-a * b", "(* (~- a) b)"],
    ["-a ** b", "(** (~- a) b)"],
    ["- -1", "1"],
    ["-0x1F", "-0x1F"],
    ["+1", "1"],
    ["+x", "(~+ x)"],
    ["-2147483648", "-2147483648"],
  ])("%s", (src, tree) => expect(e(src)).toBe(tree));
});

describe("open-ended forms extend as far right as possible", () => {
  it.each([
    ["if a then b else c; d", "(; (if a b c) d)"],
    ["if a then b; c", "(; (if a b) c)"],
    ["if a then b else c + d", "(if a b (+ c d))"],
    ["if a then b else c, d", "(if a b (, c d))"],
    ["if a then x := 1 else y := 2", "(if a (:= x 1) (:= y 2))"],
    ["if a then if b then c else d", "(if a (if b c d))"],
    ["if a then b else if c then d else e", "(if a b (if c d e))"],
    ["match a with b -> c; d | e -> f", "(match a (b (; c d)) (e f))"],
    ["match a with b -> match c with d -> e | f -> g", "(match a (b (match c (d e) (f g))))"],
    ["a + match b with c -> d", "(+ a (match b (c d)))"],
    ["fun x -> x; y", "(fun x (; x y))"],
    ["f @@ fun x -> x + 1", "(@@ f (fun x (+ x 1)))"],
    ["let x = 1 in x; y", "(let ((x 1)) (; x y))"],
    ["a; let x = 1 in x; y", "(; a (let ((x 1)) (; x y)))"],
    ["try a with E -> b | F -> c", "(try a (E b) (F c))"],
    ["function A -> 1 | B -> 2", "(function (A 1) (B 2))"],
    ["function | A -> 1", "(function (A 1))"],
    ["x = if a then 1 else 2", "(= x (if a 1 2))"],
  ])("%s", (src, tree) => expect(e(src)).toBe(tree));
});

describe("sequences, loops, brackets", () => {
  it.each([
    ["a; b; c", "(; a (; b c))"],
    ["(a; b;)", "(; a b)"],
    ["begin a; b end", "(; a b)"],
    ["begin end", "()"],
    ["()", "()"],
    ["for i = 1 to n do f i done", "(for i 1 to n (f i))"],
    ["for i = n downto 1 do f i; g i done", "(for i n downto 1 (; (f i) (g i)))"],
    ["while c do f () done", "(while c (f ()))"],
    ["[]", "[]"],
    ["[1; 2; 3]", "(:: (, 1 (:: (, 2 (:: (, 3 []))))))"],
    ["[1; 2;]", "(:: (, 1 (:: (, 2 []))))"],
    ["[a, b]", "(:: (, (, a b) []))"],
    ["[| |]", "[||]"],
    ["[| 1; 2 |]", "[|1; 2|]"],
    ["a.(i)", "(Array.get a i)"],
    ["a.(i) <- v", "(Array.set a i v)"],
    ["s.[i]", "(String.get s i)"],
    ["s.[i] <- c", "(String.set s i c)"],
    ["a.(i).(j)", "(Array.get (Array.get a i) j)"],
    ["r.f", "(. r f)"],
    ["r.M.f", "(. r M.f)"],
    ["r.f.g <- 1", "(.<- (. r f) g 1)"],
    ["r := !r + 1", "(:= r (+ (! r) 1))"],
  ])("%s", (src, tree) => expect(e(src)).toBe(tree));
});

describe("applications, constructors, labels", () => {
  it.each([
    ["f x y", "(f x y)"],
    ["f (g x) y", "(f (g x) y)"],
    ["f ~x ~y:3 ?z ?w:(Some 1)", "(f ~x:x ~y:3 ?z:z ?w:(Some 1))"],
    ["f ~x:(-1)", "(f ~x:-1)"],
    ["Some x", "(Some x)"],
    ["Some (x, y)", "(Some (, x y))"],
    ["M.C x", "(M.C x)"],
    ["M.x", "M.x"],
    ["M.N.x", "M.N.x"],
    ["(::) (a, b)", "(:: (, a b))"],
    ["( + ) 1 2", "(+ 1 2)"],
    ["( * )", "*"],
    ["( mod )", "mod"],
    ["( ~- ) x", "(~- x)"],
    ["M.( + )", "M.+"],
    ["true && false", "(&& true false)"],
    ["raise Not_found", "(raise Not_found)"],
    ["assert false", "(assert false)"],
    ["assert (x > 0)", "(assert (> x 0))"],
    ["lazy x", "(lazy x)"],
    ["lazy (f x)", "(lazy (f x))"],
  ])("%s", (src, tree) => expect(e(src)).toBe(tree));
});

describe("records, opens, modules, constraints", () => {
  it.each([
    ["{ a = 1; b }", "{a=1; b=b}"],
    ["{ M.a = 1; b = 2 }", "{M.a=1; b=2}"],
    ["{ a : int = 3 }", "{a=(: 3 int)}"],
    ["{ a : int }", "{a=(: a int)}"],
    ["{ r with a = 1 }", "{r with a=1}"],
    ["{ (f x) with a = 1; M.b = 2 }", "{(f x) with a=1; M.b=2}"],
    ["M.(x + y)", "(open M (+ x y))"],
    ["M.[1]", "(open M (:: (, 1 [])))"],
    ["M.[| 1 |]", "(open M [|1|])"],
    ["M.{ r with a = 1 }", "(open M {r with a=1})"],
    ["let open M in x", "(open M x)"],
    ["let open! M in x", "(open! M x)"],
    ["let module N = F (X) in N.x", "(letmodule N (F X) N.x)"],
    ["let module N = struct end in 1", "(letmodule N (struct ) 1)"],
    ["let exception E of int in raise (E 1)", "(letexception E (raise (E 1)))"],
    ["(x : int)", "(: x int)"],
    ["(x :> t)", "(:> x t)"],
    ["(x : t :> u)", "(:> x t u)"],
    ["(module M : S)", "(: (pack M) (module S))"],
    ["(module M)", "(pack M)"],
    ["(module F (X) : S)", "(: (pack (F X)) (module S))"],
  ])("%s", (src, tree) => expect(e(src)).toBe(tree));
});

describe("functions and bindings", () => {
  it.each([
    ["fun x y -> x", "(fun x (fun y x))"],
    ["fun ~x ~y:z ?w ?(v = 0) -> x", "(fun ~x:x (fun ~y:z (fun ?w:w (fun ?v:(v=0) x))))"],
    ["fun ~(x : int) -> x", "(fun ~x:(: x int) x)"],
    ["fun ?(x : int = 0) -> x", "(fun ?x:((: x int)=0) x)"],
    ["fun ?x:(p = 1) -> p", "(fun ?x:(p=1) p)"],
    ["fun ?x:((a, b) = (1, 2)) -> a", "(fun ?x:((, a b)=(, 1 2)) a)"],
    ["fun (type a) (x : a) -> x", "(newtype a (fun (: x a) x))"],
    ["fun (type a b) -> 1", "(newtype a (newtype b 1))"],
    ["fun x : int -> x", "(fun x (: x int))"],
    ["fun () -> ()", "(fun () ())"],
    ["fun _ -> 0", "(fun _ 0)"],
    ["fun (a, b) -> a", "(fun (, a b) a)"],
    ["fun C x -> x", "(fun C (fun x x))"],
    ["fun (C x) -> x", "(fun (C x) x)"],
    ["match x with exception E -> 0 | y -> y", "(match x ((exception E) 0) (y y))"],
    ["match x with _ -> .", "(match x (_ .))"],
    ["match x with A when x > 0 -> 1", "(match x (A when (> x 0) 1))"],
  ])("%s", (src, tree) => {
    if (tree === "FAIL") expect(() => e(src)).toThrow();
    else expect(e(src)).toBe(tree);
  });

  it.each([
    ["let f x y = x", "(let (f (fun x (fun y x))))"],
    ["let f x : int = x", "(let (f (fun x (: x int))))"],
    ["let f : int -> int = g", "(let ((: f (poly () (-> int int))) (: g (-> int int))))"],
    ["let (x : int) = 3", "(let ((: x int) 3))"],
    ["let f : 'a. 'a -> 'a = fun x -> x", "(let ((: f (poly (a) (-> 'a 'a))) (fun x x)))"],
    ["let f : type a. a t -> a = g", "(let ((: f (poly (a) (-> (t 'a) 'a))) (newtype a (: g (-> (t a) a)))))"],
    ["let f (type a) (x : a) = x", "(let (f (newtype a (fun (: x a) x))))"],
    ["let rec f x = g x and g x = f x", "(let rec (f (fun x (g x))) (g (fun x (f x))))"],
    ["let ( +! ) a b = a + b", "(let (+! (fun a (fun b (+ a b)))))"],
    ["let ( ~- ) x = x", "(let (~- (fun x x)))"],
    ["let x, y = 1, 2", "(let ((, x y) (, 1 2)))"],
    ["let (x, y) : int * int = p", "(let ((: (, x y) (* int int)) p))"],
    ["let Some x = y", "(let ((Some x) y))"],
    ["let () = f ()", "(let (() (f ())))"],
    ["let _ = 1", "(let (_ 1))"],
    ["let f = function x -> x", "(let (f (function (x x))))"],
    ["let f ~x ?(y = 1) () = x", "(let (f (fun ~x:x (fun ?y:(y=1) (fun () x)))))"],
    ["let x = 1 and y = 2", "(let (x 1) (y 2))"],
  ])("%s", (src, tree) => expect(items(src)).toBe(tree));
});

describe("attributes and extensions", () => {
  it.each([
    ["let f x = x [@@inline]", "(let ((f (fun x x)) [@inline]))"],
    ["let f x = x [@@inline never]", "(let ((f (fun x x)) [@inline never]))"],
    ["let[@inline] f x = x", "(let ((f (fun x x)) [@inline]))"],
    ["let[@inline always] f x = x and[@inline never] g x = x", "(let ((f (fun x x)) [@inline always]) ((g (fun x x)) [@inline never]))"],
    ["let _ = f x [@inlined]", "(let (_ ((f x) [@inlined])))"],
    ["let _ = (f [@inlined never]) x", "(let (_ ((f [@inlined never]) x)))"],
    ["let _ = a + b [@a]", "(let (_ ((+ a b) [@a])))"],
    ["let _ = a @ b [@a]", "(let (_ (@ a (b [@a]))))"],
    ["let _ = fun[@inline] x -> x", "(let (_ ((fun x x) [@inline])))"],
    ["let f = fun x -> (x [@specialise])", "(let (f (fun x (x [@specialise]))))"],
    ["let _ = for[@unrolled 3] i = 1 to 3 do () done", "(let (_ ((for i 1 to 3 ()) [@unrolled 3])))"],
    ["let _ = let[@local] f x = x in f 1", "(let (_ (let (((f (fun x x)) [@local])) (f 1))))"],
    ["[@@@ocaml.warning \"-32\"]", "(floating [@ocaml.warning \"-32\"])"],
    ["let x = 1 [@@ocaml.warning \"-26\"]", "(let ((x 1) [@ocaml.warning \"-26\"]))"],
    ["let x = [%foo bar (baz [x])] + 1", "(let (x (+ [%foo] 1)))"],
    ["let%foo x = 1", "[%%foo]"],
    ["let _ = match%ext x with _ -> 1", "(let (_ [%ext]))"],
    ["[%%ext let x = 1]", "[%%ext]"],
    ["let x = (f [@attr complex [nested] (payload)]) 1", "(let (x ((f [@attr ...]) 1)))"],
    ["let x = 1 [@@deprecated \"use y\"] [@@inline]", "(let ((x 1) [@deprecated \"use y\" @inline]))"],
  ])("%s", (src, tree) => expect(items(src)).toBe(tree));
});

describe("toplevel", () => {
  it("expressions after ;; and at the start", () => {
    expect(items('print_string "a";; let x = 1;; x + 1;; let y = 2')).toBe(
      '(eval (print_string "a"))\n(let (x 1))\n(eval (+ x 1))\n(let (y 2))',
    );
  });
  it("let ... in at toplevel is an expression", () => {
    expect(items("let x = 1 in x")).toBe("(eval (let ((x 1)) x))");
  });
  it("an expression right after an item without ;; is an error", () => {
    expect(() => items("let x = 1\nlet y = 2\nprint_int x")).not.toThrow();
    expect(() => items("exception E\nprint_int x")).toThrow("Syntax error");
  });
});

describe("binding operators and index operators", () => {
  it.each([
    ["let* x = a in b", "(let* a (fun x b))"],
    ["let+ x = a and* y = b in c", "(let+ (and* a b) (fun (, x y) c))"],
    ["let* x = a and* y = b and* z = c in d", "(let* (and* (and* a b) c) (fun (, (, x y) z) d))"],
    ["let* (x, y) = a in x; y", "(let* a (fun (, x y) (; x y)))"],
    ["let* x in x", "(let* x (fun x x))"],
    ["( let* )", "let*"],
    ["t.%{k}", "(.%{} t k)"],
    ["t.%(k)", "(.%() t k)"],
    ["t.%[k]", "(.%[] t k)"],
    ["t.%{k} <- v", "(.%{}<- t k v)"],
    ["t.%{k}.%{j}", "(.%{} (.%{} t k) j)"],
    ["( .%{} )", ".%{}"],
    ["( .%{}<- )", ".%{}<-"],
  ])("%s", (src, tree) => expect(e(src)).toBe(tree));

  it.each([
    ["let ( let* ) = Option.bind", "(let (let* Option.bind))"],
    ["let ( and* ) a b = (a, b)", "(let (and* (fun a (fun b (, a b)))))"],
    ["let ( .%{} ) t k = get t k", "(let (.%{} (fun t (fun k (get t k)))))"],
    ["let ( .%{}<- ) t k v = set t k v", "(let (.%{}<- (fun t (fun k (fun v (set t k v))))))"],
    ["let f (module M : S with type t = int) = 1", "(let (f (fun (: (module M) (module S (type t = int))) 1)))"],
    ["let f (type a) (module M : S with type t = a and type u = a list) = 1", "(let (f (newtype a (fun (: (module M) (module S (type t = a) (type u = (list a)))) 1))))"],
    ["type p = (module S with type t = int)", "(type (p = (module S (type t = int))))"],
    ["let x = (module M : S with type t = int)", "(let (x (: (pack M) (module S (type t = int)))))"],
  ])("%s", (src, tree) => expect(items(src)).toBe(tree));
});
