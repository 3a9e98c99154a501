import { describe, expect, it } from "vitest";
import { taggedImmediate } from "../../src/flambda/simple.js";
import {
  addAlias,
  addEquation,
  canonicalOf,
  changesSince,
  createEnv,
  defineSymbol,
  defineVariable,
  enterClosedScope,
  extensionSince,
  fullBlock,
  isInScope,
  printEnv,
  printExtension,
  storedTypeOf,
  taggedImmediates,
  top,
} from "../../src/types/index.js";
import { envWith, eq, eqInt, int, ssym, sv, sym, v } from "./helpers.js";

describe("alias classes", () => {
  it("the oldest name is canonical and carries the type", () => {
    let env = envWith("a", "b", "c");
    env = addEquation(env, v("c"), taggedImmediates([1, 2]));
    env = addAlias(env, sv("c"), sv("b"), "value");
    env = addAlias(env, sv("b"), sv("a"), "value");
    expect(printEnv(env)).toBe("a : {1, 2}\nb : =a\nc : =a");
    expect(canonicalOf(env, sv("c"))).toEqual(sv("a"));
  });

  it("merging two classes re-points every member of the demoted one", () => {
    let env = envWith("a", "b", "c", "d");
    env = addAlias(env, sv("d"), sv("c"), "value"); // {c, d}
    env = addAlias(env, sv("b"), sv("a"), "value"); // {a, b}
    env = addAlias(env, sv("d"), sv("b"), "value"); // one class
    expect(printEnv(env)).toBe("a : ⊤\nb : =a\nc : =a\nd : =a");
  });

  it("a constant is always canonical", () => {
    let env = envWith("a", "b");
    env = addAlias(env, sv("a"), sv("b"), "value");
    env = addEquation(env, v("b"), eqInt(3));
    expect(printEnv(env)).toBe("a : =3\nb : =3");
    expect(canonicalOf(env, sv("a"))).toEqual(int(3));
  });

  it("two different constants in one class are a contradiction", () => {
    let env = envWith("a");
    env = addEquation(env, v("a"), eqInt(3));
    expect(addEquation(env, v("a"), eqInt(4)).bottom).toBe(true);
    expect(addEquation(env, v("a"), eqInt(3)).bottom).toBe(false);
  });

  it("symbols are preferred to variables as canonical elements", () => {
    let env = envWith("x");
    env = defineSymbol(env, sym("S"));
    env = addAlias(env, sv("x"), ssym("S"), "value");
    expect(canonicalOf(env, sv("x"))).toEqual(ssym("S"));
  });

  it("names the environment does not know are ⊤ and their equations are ignored", () => {
    const env = envWith("x");
    expect(addEquation(env, v("unknown"), eqInt(1))).toBe(env);
    const e2 = addEquation(env, v("x"), fullBlock(0, [eq("unknown")]));
    expect(printEnv(e2)).toBe("x : (=unknown)");
  });
});

describe("definitions", () => {
  it("a name cannot be defined twice", () => {
    const env = envWith("x");
    expect(() => defineVariable(env, v("x"), "value")).toThrow(/already defined/);
  });

  it("types of the wrong kind are rejected", () => {
    const env = createEnv();
    expect(() => defineVariable(env, v("x"), "naked_float", top("value"))).toThrow();
    const e = defineVariable(env, v("y"), "naked_float");
    expect(() => addEquation(e, v("y"), taggedImmediates([1]))).toThrow(/kind/);
  });

  it("entering a closed scope hides the variables defined so far but not symbols", () => {
    let env = envWith("x");
    env = defineSymbol(env, sym("S"));
    const inner = defineVariable(enterClosedScope(env), v("p"), "value");
    expect(isInScope(inner, v("x"))).toBe(false);
    expect(isInScope(inner, sym("S"))).toBe(true);
    expect(isInScope(inner, v("p"))).toBe(true);
    expect(storedTypeOf(inner, v("x"))).toEqual(top("value"));
  });
});

describe("history", () => {
  it("changes since an ancestor list the new names and the changed ones, each once", () => {
    const ancestor = envWith("a", "b", "c");
    let env = addEquation(ancestor, v("a"), taggedImmediates([0, 1]));
    env = defineVariable(env, v("d"), "value", fullBlock(0, [eq("a")]));
    env = addEquation(env, v("a"), taggedImmediates([1]));
    env = addAlias(env, sv("b"), sv("c"), "value");
    const ch = changesSince(env, ancestor);
    expect(ch.defined).toEqual(["d"]);
    expect([...ch.changed].sort()).toEqual(["a", "c"]);
    expect(printExtension(extensionSince(env, ancestor))).toBe("{∃d : (=a); a : 1; c : =b}");
  });

  it("an environment that does not descend from the given ancestor is an error", () => {
    const a = envWith("a");
    const b = envWith("b");
    expect(() => changesSince(a, b)).toThrow(/ancestor/);
    expect(changesSince(a, a)).toEqual({ defined: [], changed: [] });
  });

  it("the cost of factoring does not depend on the size of the environment", () => {
    let big = createEnv();
    for (let i = 0; i < 3000; i++) big = defineVariable(big, v(`n${i}`), "value");
    const env = addEquation(big, v("n5"), eqInt(1));
    expect(changesSince(env, big).changed).toEqual(["n5"]);
    expect(canonicalOf(env, sv("n5"))).toEqual({ kind: "const", value: taggedImmediate(1) });
  });
});
