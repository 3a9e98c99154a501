import { describe, expect, it } from "vitest";
import { checkUnit, parseUnit } from "../../src/flambda/index.js";
import { sampleUnits } from "./samples.js";

/** Checks a unit whose body is `body` (the module symbol is defined by the test). */
function check(body: string): string[] {
  return checkUnit(parseUnit(`unit T $camlT -> k_ret / k_exn =\nlet_symbol $camlT = block 0 () in\n${body}`));
}

describe("checker", () => {
  it("accepts the well-formed samples", () => {
    expect(checkUnit(parseUnit(sampleUnits.statics!))).toEqual([]);
  });

  it("finds nothing but the missing module symbol in the continuations sample", () => {
    // The other samples exercise syntax, not meaning; those that are meaningful must pass.
    const conts = parseUnit(sampleUnits.continuations!.replace("$camlConts", "$camlConts"));
    const problems = checkUnit(conts);
    expect(problems).toEqual(["unit Conts: the module symbol $camlConts is not defined"]);
  });

  describe("names are bound once", () => {
    it("rejects a variable bound twice", () => {
      expect(check("let x = 1 in let x = 2 in apply_cont k_ret x")).toEqual([
        "unit T: variable x is bound more than once",
      ]);
    });
    it("rejects a continuation bound twice", () => {
      expect(check("let_cont k () = apply_cont k_ret 0 in let_cont k () = apply_cont k_ret 1 in apply_cont k")).toEqual([
        "unit T: continuation k is bound more than once",
      ]);
    });
    it("rejects a symbol bound twice", () => {
      expect(check("let_symbol $s = block 0 () in let_symbol $s = block 1 () in apply_cont k_ret $s")).toEqual([
        "unit T: symbol $s is bound more than once",
      ]);
    });
    it("accepts distinct names", () => {
      expect(check("let x = 1 in let y = 2 in apply_cont k_ret y")).toEqual([]);
    });
  });

  describe("scope", () => {
    it("rejects a variable used before its binding", () => {
      expect(check("let x = %add_int y 1 in let y = 2 in apply_cont k_ret x")).toEqual([
        "unit T: variable y is not in scope",
      ]);
    });
    it("rejects a variable of a continuation body used in the handler", () => {
      expect(check("let_cont k (a) = apply_cont k_ret b in let b = 1 in apply_cont k b")).toEqual([
        "unit T: variable b is not in scope",
      ]);
    });
    it("rejects a non-recursive continuation used in its own handler", () => {
      expect(check("let_cont k (a) = apply_cont k a in apply_cont k 1")).toEqual([
        "unit T: apply_cont k: continuation k is not in scope",
      ]);
    });
    it("accepts a recursive continuation used in its own handler", () => {
      expect(check("let_cont rec k (a) = apply_cont k a in apply_cont k 1")).toEqual([]);
    });
    it("rejects a symbol used before its definition", () => {
      expect(check("let x = $s in let_symbol $s = block 0 () in apply_cont k_ret x")).toEqual([
        "unit T: symbol $s is used out of the scope of its definition",
      ]);
    });
    it("accepts symbols of other units and recursive static groups", () => {
      expect(check("let_symbol $a = block 0 ($b) and $b = block 0 ($a, $Other) in apply_cont k_ret $a")).toEqual([]);
    });
  });

  describe("arities and kinds", () => {
    it("rejects a continuation applied to too many arguments", () => {
      expect(check("let_cont k (a) = apply_cont k_ret a in apply_cont k 1 2")).toEqual([
        "unit T: apply_cont k to k: 2 arguments given, 1 expected",
      ]);
    });
    it("rejects an argument of the wrong kind", () => {
      expect(check("let_cont k (a : naked_float) = apply_cont k_ret 0 in apply_cont k 1")).toEqual([
        "unit T: apply_cont k to k: argument 1 (1) has kind value, naked_float expected",
      ]);
    });
    it("rejects a call whose result arity differs from its continuation's", () => {
      expect(
        check("let_cont k (a, b) = apply_cont k_ret a in apply known(value -> value) $f 1 -> k / k_exn"),
      ).toEqual(["unit T: apply $f: the call returns (value) but continuation k takes (value, value)"]);
    });
    it("rejects a C call with arguments of the wrong kind", () => {
      expect(
        check("let_cont k (a : naked_float) = apply_cont k_ret 0 in ccall caml_sqrt_float(naked_float -> naked_float) 2 -> k / k_exn"),
      ).toEqual(["unit T: apply caml_sqrt_float: argument 1 (2) has kind value, naked_float expected"]);
    });
    it("rejects a direct call with the wrong number of arguments", () => {
      expect(
        check(`let_symbol code c (x, y) my_closure m -> r / e : value = apply_cont r x in
               let f = closures { fs = c } in
               apply direct(c, fs) f 1 -> k_ret / k_exn`),
      ).toEqual(["unit T: apply f: 1 argument given, 2 expected"]);
    });
    it("rejects a primitive argument of the wrong kind", () => {
      expect(check("let (x : naked_float) = %add_float 1 2. in apply_cont k_ret 0")).toEqual([
        "unit T: %add_float 1 2.: argument 1 (1) has kind value, naked_float expected",
      ]);
    });
    it("rejects a let whose kind is not the primitive's result kind", () => {
      expect(check("let x = %add_float 1. 2. in apply_cont k_ret 0")).toEqual([
        "unit T: let x: bound with kind value to a naked_float",
      ]);
    });
    it("accepts matching arities and kinds", () => {
      expect(
        check(`let (x : naked_float) = %add_float 1. 2. in
               let_cont k (a, b : naked_float) = apply_cont k_ret a in
               let_cont j (r : naked_float) = apply_cont k 0 r in
               ccall caml_sqrt_float(naked_float -> naked_float) x -> j / k_exn`),
      ).toEqual([]);
    });
  });

  describe("trap actions", () => {
    const tryCatch = (bodyEnd: string) => `
      let_cont exn h (e) = apply_cont k_ret 1 in
      let_cont after (r) = apply_cont k_ret r in
      let_cont body () = ${bodyEnd} in
      apply_cont body [push h]`;

    it("accepts a balanced try", () => {
      expect(check(tryCatch("apply_cont after 0 [pop h]"))).toEqual([]);
    });
    it("accepts a raise to the pushed handler", () => {
      expect(check(tryCatch("apply_cont h $Not_found [pop h regular]"))).toEqual([]);
    });
    it("rejects leaving the try body without popping", () => {
      // `after` is then entered with `h` still pushed, and returns with it.
      expect(check(tryCatch("apply_cont after 0"))).toEqual([
        "unit T: apply_cont k_ret: leaves the function with exception handler [h] still pushed",
      ]);
    });
    it("rejects a continuation entered with different trap stacks", () => {
      expect(
        check(`let_cont exn h (e) = apply_cont k_ret 1 in
               let_cont join (r) = apply_cont k_ret r in
               let_cont body () = apply_cont join 0 in
               switch 0 { 0 -> join 1 | 1 -> body [push h] }`),
      ).toEqual([
        "unit T: apply_cont join: continuation join is entered with trap stack [h] here but no handler elsewhere",
      ]);
    });
    it("rejects returning with a handler pushed", () => {
      expect(check(tryCatch("apply_cont k_ret 0"))).toEqual([
        "unit T: apply_cont k_ret: leaves the function with exception handler [h] still pushed",
      ]);
    });
    it("rejects popping a handler that is not the innermost", () => {
      expect(check("let_cont exn h (e) = apply_cont k_ret 1 in apply_cont k_ret 0 [pop h]")).toEqual([
        "unit T: apply_cont k_ret: pops h but no handler is pushed",
      ]);
    });
    it("rejects a call raising past the innermost handler", () => {
      expect(check(tryCatch("let_cont ret (v) = apply_cont after v [pop h] in ccall caml_foo 1 -> ret / k_exn"))).toEqual([
        "unit T: apply caml_foo: raises to k_exn but the innermost handler is h",
      ]);
    });
    it("rejects jumping to a handler without popping it", () => {
      expect(check(tryCatch("apply_cont h 1"))).toContain("unit T: apply_cont h: jumps to exception handler h without popping it");
    });
  });

  describe("closed code", () => {
    it("rejects code using a variable of the enclosing scope", () => {
      expect(
        check(`let y = 5 in
               let_symbol code c (x) my_closure m -> r / e : value = apply_cont r y in
               apply_cont k_ret 0`),
      ).toEqual(["code c: the code is not closed: variable y is bound outside it (use a value slot)"]);
    });
    it("rejects code using a continuation of the enclosing scope", () => {
      expect(
        check(`let_symbol code c (x) my_closure m -> r / e : value = apply_cont k_ret x in
               apply_cont k_ret 0`),
      ).toEqual(["code c: apply_cont k_ret: continuation k_ret is not in scope"]);
    });
    it("accepts code reaching its environment through value slots", () => {
      expect(
        check(`let y = 5 in
               let_symbol code c (x) my_closure m -> r / e : value =
                 let v = %project_value_slot[fs y_slot] m in apply_cont r v
               in
               let f = closures { fs = c } env { y_slot = y } in
               apply_cont k_ret f`),
      ).toEqual([]);
    });
  });

  describe("switches and static constants", () => {
    it("rejects a switch with no arms", () => {
      expect(check("switch 1 { }")).toEqual(["unit T: switch on 1 has no arms"]);
    });
    it("rejects a switch on a float", () => {
      expect(check("switch 1. { 0 -> k_ret 0 }")).toEqual(["unit T: switch on 1. of kind naked_float"]);
    });
    it("accepts a switch with arms", () => {
      expect(check("switch 1 { 0 -> k_ret 0 | 1 -> k_ret 1 }")).toEqual([]);
    });
    it("rejects a lifted set of closures with the wrong number of symbols", () => {
      expect(
        check(`let_symbol code c (x) my_closure m -> r / e : value = apply_cont r x in
               let_symbol $f, $g = closures { fs = c } in apply_cont k_ret $f`),
      ).toEqual(["unit T: let_symbol $f, $g: 2 symbols bound to 1 closures"]);
    });
    it("rejects closures referring to code not in scope", () => {
      expect(check("let f = closures { fs = nowhere } in apply_cont k_ret f")).toEqual([
        "unit T: closures: code id nowhere is not in scope",
      ]);
    });
    it("rejects a unit that does not define its module symbol", () => {
      expect(checkUnit(parseUnit("unit U $camlU -> k / e = apply_cont k 0"))).toEqual([
        "unit U: the module symbol $camlU is not defined",
      ]);
    });
  });
});

describe("checker: slots", () => {
  const withSet = (use: string) =>
    check(`let_symbol code c (x) my_closure m -> r / e : value =
             ${use}
           in
           let (y : naked_float) = 1.5 in
           let f, g = closures { fs = c; gs = c } env { vs = 1; (ws : naked_float) = y } in
           apply_cont k_ret f`);

  it("accepts projections of declared slots with their kinds", () => {
    expect(withSet("let a = %project_value_slot[fs vs] m in let (b : naked_float) = %project_value_slot[fs ws naked_float] m in let g2 = %project_function_slot[fs gs] m in apply_cont r a")).toEqual([]);
  });
  it("rejects a value slot the set does not have", () => {
    expect(withSet("let a = %project_value_slot[fs nope] m in apply_cont r a")).toEqual([
      "code c: %project_value_slot[fs nope] m: the set of closures of fs has no value slot nope",
    ]);
  });
  it("rejects a value slot projected at the wrong kind", () => {
    expect(withSet("let a = %project_value_slot[fs ws] m in apply_cont r a")).toEqual([
      "code c: %project_value_slot[fs ws] m: value slot ws has kind naked_float, not value",
    ]);
  });
  it("rejects a function slot of another set", () => {
    expect(withSet("let a = %project_function_slot[fs hs] m in apply_cont r a")).toEqual([
      "code c: %project_function_slot[fs hs] m: the set of closures of fs has no function slot hs",
    ]);
  });
  it("rejects a direct call whose function slot holds other code", () => {
    expect(
      check(`let_symbol code c (x) my_closure m -> r / e : value = apply_cont r x
             and code d (x2) my_closure m2 -> r2 / e2 : value = apply_cont r2 x2 in
             let f = closures { fs = c } in
             apply direct(d, fs) f 1 -> k_ret / k_exn`),
    ).toEqual(["unit T: apply f: function slot fs holds code c, not d"]);
  });
});
