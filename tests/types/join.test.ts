import { describe, expect, it } from "vitest";
import {
  addAlias,
  canonicalSimple,
  defineSymbol,
  isInScope,
  proveBlockField,
  addEquation,
  addEquationOnSimple,
  changesSince,
  closures,
  constantString,
  defineVariable,
  fullBlock,
  join,
  joinTypesInEnv,
  makeBottom,
  maxSetSize,
  partialBlock,
  printBinding,
  printType,
  proveEqual,
  stringOfLength,
  taggedImmediates,
} from "../../src/types/index.js";
import { T, code, envWith, eq, eqInt, fslot, int, sv, sym, v, vslot } from "./helpers.js";

/** Two uses of a continuation with parameter p, bound to `t1` and `t2` after `f1`/`f2` ran. */
function twoUses(names: string[], setup1: (e: ReturnType<typeof envWith>) => ReturnType<typeof envWith>, setup2: typeof setup1) {
  const ancestor = envWith(...names);
  return { ancestor, u1: setup1(ancestor), u2: setup2(ancestor) };
}

describe("join of environments", () => {
  it("keeps an alias that holds on every side", () => {
    const { ancestor, u1, u2 } = twoUses(
      ["a"],
      (e) => defineVariable(e, v("p"), "value", eq("a")),
      (e) => defineVariable(e, v("p"), "value", eq("a")),
    );
    const j = join(ancestor, [u1, u2], [v("p")]);
    expect(printBinding(j, v("p"))).toBe("p : =a");
    expect(proveEqual(j, sv("p"), sv("a"))).toBe(true);
  });

  it("expands aliases that differ, joining what they stand for", () => {
    const { ancestor, u1, u2 } = twoUses(
      ["a", "b"],
      (e) => defineVariable(addEquation(e, v("a"), taggedImmediates([1])), v("p"), "value", eq("a")),
      (e) => defineVariable(addEquation(e, v("b"), taggedImmediates([2])), v("p"), "value", eq("b")),
    );
    const j = join(ancestor, [u1, u2], [v("p")]);
    expect(printBinding(j, v("p"))).toBe("p : {1, 2}");
    expect(printBinding(j, v("a"))).toBe("a : ⊤");
  });

  it("joins constants into a set, widened to any immediate beyond the cap", () => {
    const ancestor = envWith("x");
    const uses = Array.from({ length: 3 }, (_, i) => addEquation(ancestor, v("x"), eqInt(i)));
    expect(printBinding(join(ancestor, uses), v("x"))).toBe("x : {0, 1, 2}");
    const many = Array.from({ length: maxSetSize + 1 }, (_, i) => addEquation(ancestor, v("x"), eqInt(i)));
    expect(printBinding(join(ancestor, many), v("x"))).toBe("x : int");
  });

  it("joins blocks of one tag field by field, of different tags as a disjunction", () => {
    const { ancestor, u1, u2 } = twoUses(
      ["x"],
      (e) => addEquation(e, v("x"), fullBlock(0, [eqInt(1), eqInt(5)])),
      (e) => addEquation(e, v("x"), fullBlock(0, [eqInt(2), eqInt(5)])),
    );
    expect(printBinding(join(ancestor, [u1, u2]), v("x"))).toBe("x : ({1, 2}, =5)");
    const u3 = addEquation(ancestor, v("x"), fullBlock(2, [T]));
    expect(printBinding(join(ancestor, [u1, u3]), v("x"))).toBe("x : (=1, =5) | #2(⊤)");
  });

  it("blocks of different sizes give a partial shape", () => {
    const { ancestor, u1, u2 } = twoUses(
      ["x"],
      (e) => addEquation(e, v("x"), fullBlock(0, [eqInt(1), eqInt(5)])),
      (e) => addEquation(e, v("x"), fullBlock(0, [eqInt(1)])),
    );
    expect(printBinding(join(ancestor, [u1, u2]), v("x"))).toBe("x : (=1, …)");
    const u3 = addEquation(ancestor, v("x"), partialBlock(0, [T, eqInt(5)]));
    expect(printBinding(join(ancestor, [u1, u3]), v("x"))).toBe("x : (⊤, =5, …)");
  });

  it("closures keep the code and value slots both sides agree on", () => {
    const clo = (c: string, x: number) =>
      closures({
        functionSlot: fslot("f"),
        functions: new Map([[fslot("f"), { codeId: code(c), summary: undefined }]]),
        valueSlots: new Map([[vslot("k"), eqInt(x)]]),
      });
    const ancestor = envWith("c");
    const j1 = join(ancestor, [addEquation(ancestor, v("c"), clo("code_f", 1)), addEquation(ancestor, v("c"), clo("code_f", 2))]);
    expect(printBinding(j1, v("c"))).toBe("c : [f(code_f) {k ↦ {1, 2}}]");
    const j2 = join(ancestor, [addEquation(ancestor, v("c"), clo("code_f", 1)), addEquation(ancestor, v("c"), clo("code_g", 1))]);
    expect(printBinding(j2, v("c"))).toBe("c : [f {k ↦ =1}]");
  });

  it("names changed on one side only are joined with what the other side knows", () => {
    let ancestor = envWith("x");
    ancestor = addEquation(ancestor, v("x"), taggedImmediates([0, 1, 2]));
    const u1 = addEquation(ancestor, v("x"), eqInt(0));
    const j = join(ancestor, [u1, ancestor]);
    expect(printBinding(j, v("x"))).toBe("x : {0, 1, 2}");
  });

  it("ignores unreachable uses and joins the others", () => {
    const ancestor = envWith("x");
    const u1 = addEquation(ancestor, v("x"), eqInt(0));
    const u2 = addEquation(ancestor, v("x"), eqInt(1));
    const dead = makeBottom(addEquation(ancestor, v("x"), eqInt(7)));
    expect(printBinding(join(ancestor, [u1, dead, u2]), v("x"))).toBe("x : {0, 1}");
  });

  it("joins three uses", () => {
    const ancestor = envWith("x", "y");
    const uses = [0, 1, 2].map((i) => addAlias(addEquation(ancestor, v("x"), fullBlock(0, [eqInt(i)])), sv("y"), sv("x"), "value"));
    const j = join(ancestor, uses);
    expect(printBinding(j, v("x"))).toBe("x : ({0, 1, 2})");
    expect(printBinding(j, v("y"))).toBe("y : =x");
  });

  it("the result descends from the ancestor, so joins nest", () => {
    const ancestor = envWith("x");
    const inner = join(ancestor, [addEquation(ancestor, v("x"), eqInt(0)), addEquation(ancestor, v("x"), eqInt(1))]);
    expect(changesSince(inner, ancestor).changed).toEqual(["x"]);
    const outer = join(ancestor, [inner, addEquation(ancestor, v("x"), eqInt(2))]);
    expect(printBinding(outer, v("x"))).toBe("x : {0, 1, 2}");
  });

  it("names bound on one side only become existentials", () => {
    const ancestor = envWith("s");
    let u1 = defineVariable(ancestor, v("t"), "value", taggedImmediates([3]));
    u1 = defineVariable(u1, v("p"), "value", fullBlock(0, [eq("t")]));
    const u2 = defineVariable(ancestor, v("p"), "value", eqInt(0));
    const j = join(ancestor, [u1, u2], [v("p")]);
    expect(printBinding(j, v("t"))).toBe("∃t : 3");
    expect(printBinding(j, v("p"))).toBe("p : 0 | (=t)");
  });

  it("a contradiction on one side only does not leak into the join", () => {
    const ancestor = envWith("x");
    const u1 = addEquationOnSimple(addEquation(ancestor, v("x"), eqInt(0)), sv("x"), eqInt(1));
    expect(u1.bottom).toBe(true);
    const u2 = addEquation(ancestor, v("x"), eqInt(2));
    expect(printBinding(join(ancestor, [u1, u2]), v("x"))).toBe("x : =2");
  });
});

describe("join of types", () => {
  it("strings of the same length keep the length", () => {
    const env = envWith();
    expect(printType(joinTypesInEnv(env, constantString("ab"), constantString("cd")))).toBe("string[2]");
    expect(printType(joinTypesInEnv(env, constantString("ab"), constantString("ab")))).toBe('"ab"');
    expect(printType(joinTypesInEnv(env, constantString("ab"), stringOfLength(3)))).toBe("⊤");
  });

  it("values of different forms join to ⊤", () => {
    const env = envWith();
    expect(printType(joinTypesInEnv(env, constantString("ab"), taggedImmediates([1])))).toBe("⊤");
    expect(printType(joinTypesInEnv(env, closures({}), fullBlock(0, [])))).toBe("⊤");
  });

  it("expansion of cyclic aliases stops", () => {
    let env = envWith("x", "y");
    env = addEquation(env, v("x"), fullBlock(0, [eq("x")]));
    env = addEquation(env, v("y"), fullBlock(0, [eq("y")]));
    const j = joinTypesInEnv(env, eq("x"), eq("y"));
    expect(printType(j)).toBe("((((⊤))))");
  });
});

describe("scope at the handler", () => {
  it("with a single use, the use's own names are hidden but its knowledge kept", () => {
    const ancestor = envWith("a");
    let u = defineVariable(ancestor, v("local"), "value", fullBlock(0, [eq("a")]));
    u = defineVariable(u, v("p"), "value", eq("local"));
    const j = join(ancestor, [u], [v("p")]);
    expect(printBinding(j, v("local"))).toBe("∃local : (=a)");
    // p's class is {local, p}: the handler must use p, never local.
    expect(canonicalSimple(j, sv("p"))).toEqual(sv("p"));
    expect(proveBlockField(j, sv("p"), 0)).toEqual(sv("a"));
  });

  it("names bound on every side but not parameters are out of scope; left out when no type needs them", () => {
    const ancestor = envWith("a");
    const before = defineVariable(ancestor, v("z"), "value", eqInt(1));
    const u1 = defineVariable(addEquation(before, v("a"), eqInt(0)), v("p"), "value", eq("z"));
    const u2 = defineVariable(addEquation(before, v("a"), eqInt(1)), v("p"), "value", eq("z"));
    const j = join(ancestor, [u1, u2], [v("p")]);
    // p is 1 on both sides, whatever z is called there: nothing at the handler mentions z.
    expect(canonicalSimple(j, sv("p"))).toEqual(int(1));
    expect(isInScope(j, v("z"))).toBe(false);
    expect(printBinding(j, v("z"))).toBe("z : (unbound)");
  });

  it("keeps a name bound on every side as an existential when a joined type mentions it", () => {
    const ancestor = envWith("a", "b");
    const before = defineVariable(ancestor, v("z"), "value");
    const u1 = defineVariable(addEquation(before, v("a"), eqInt(0)), v("p"), "value", fullBlock(0, [eq("z"), eqInt(1)]));
    const u2 = defineVariable(addEquation(before, v("a"), eqInt(1)), v("p"), "value", fullBlock(0, [eq("z"), eqInt(2)]));
    const j = join(ancestor, [u1, u2], [v("p")]);
    expect(printBinding(j, v("z"))).toBe("∃z : ⊤");
    expect(isInScope(j, v("z"))).toBe(false);
    expect(printBinding(j, v("p"))).toMatch(/^p : \(=z, /);
  });

  it("leaves out the names a branch bound that no joined type mentions", () => {
    const ancestor = envWith("a");
    let u1 = defineVariable(ancestor, v("t1"), "value", fullBlock(0, [eq("a")]));
    u1 = defineVariable(u1, v("unrelated1"), "value", eqInt(7));
    u1 = defineVariable(u1, v("p"), "value", eq("t1"));
    let u2 = defineVariable(ancestor, v("unrelated2"), "value", eqInt(8));
    u2 = defineVariable(u2, v("p"), "value", fullBlock(0, [eq("a")]));
    const j = join(ancestor, [u1, u2], [v("p")]);
    expect(proveBlockField(j, sv("p"), 0)).toEqual(sv("a"));
    for (const n of ["t1", "unrelated1", "unrelated2"]) expect(printBinding(j, v(n))).toBe(`${n} : (unbound)`);
  });

  it("a parameter missing from a use is an error of the caller", () => {
    const ancestor = envWith("a");
    expect(() => join(ancestor, [ancestor, ancestor], [v("p")])).toThrow(/parameter/);
  });
});

describe("symbols at the handler", () => {
  it("a symbol bound in a branch stays in scope after the join", () => {
    const ancestor = envWith("a");
    const u1 = defineSymbol(ancestor, sym("S"), fullBlock(0, [eqInt(1)]));
    const u2 = addEquation(ancestor, v("a"), eqInt(0));
    const j = join(ancestor, [u1, u2]);
    expect(isInScope(j, sym("S"))).toBe(true);
    expect(printBinding(j, sym("S"))).toBe("S : (=1)");
    expect(isInScope(join(ancestor, [u1]), sym("S"))).toBe(true);
  });
});
