import { describe, expect, it } from "vitest";
import { nakedFloat, nakedInt32 } from "../../src/flambda/simple.js";
import {
  addEquation,
  addEquationOnSimple,
  addExtension,
  alias,
  anyBlock,
  anyImmediate,
  boxedNumber,
  closures,
  constantString,
  defineVariable,
  emptyExtension,
  extension,
  fullBlock,
  meet,
  nakedNumbers,
  partialBlock,
  printBinding,
  printEnv,
  printType,
  proveConstant,
  stringOfLength,
  taggedImmediates,
  top,
  variant,
  createEnv,
} from "../../src/types/index.js";
import { T, code, envWith, eq, eqInt, fslot, int, sv, v, vslot } from "./helpers.js";

describe("meet of concrete types", () => {
  it("intersects finite sets of numbers", () => {
    const env = createEnv();
    const a = nakedNumbers("naked_int32", [1, 2, 3].map(nakedInt32));
    const b = nakedNumbers("naked_int32", [2, 3, 4].map(nakedInt32));
    expect(printType(meet(env, a, b).type)).toBe("{#2l, #3l}");
    const c = nakedNumbers("naked_int32", [9].map(nakedInt32));
    const r = meet(env, a, c);
    expect(r.type.kind).toBe("bottom");
    expect(r.env.bottom).toBe(true);
  });

  it("keeps the immediates and the tags both sides allow", () => {
    const env = createEnv();
    const a = variant([{ value: 0, extension: emptyExtension }, { value: 1, extension: emptyExtension }], [{ tag: 0, block: { shape: "full", fields: [T], extension: emptyExtension } }], undefined);
    expect(printType(meet(env, a, anyImmediate()).type)).toBe("{0, 1}");
    expect(printType(meet(env, a, anyBlock()).type)).toBe("(⊤)");
    expect(printType(meet(env, a, taggedImmediates([1, 5])).type)).toBe("1");
  });

  it("a full shape and a partial one give the full shape with the partial's fields", () => {
    const env = createEnv();
    const r = meet(env, fullBlock(0, [T, T, T]), partialBlock(0, [T, taggedImmediates([4])]));
    expect(printType(r.type)).toBe("(⊤, 4, ⊤)");
    expect(printType(meet(env, partialBlock(0, [T]), partialBlock(0, [T, T, eqInt(1)])).type)).toBe("(⊤, ⊤, =1, …)");
  });

  it("shapes of different sizes are incompatible", () => {
    const env = createEnv();
    expect(meet(env, fullBlock(0, [T]), fullBlock(0, [T, T])).type.kind).toBe("bottom");
    expect(meet(env, fullBlock(0, [T]), partialBlock(0, [T, T])).type.kind).toBe("bottom");
    expect(meet(env, fullBlock(0, [T]), fullBlock(1, [T])).type.kind).toBe("bottom");
  });

  it("a block of unknown tag takes the tag of the other side", () => {
    const env = createEnv();
    const r = meet(env, partialBlock(undefined, [eqInt(2)]), fullBlock(3, [T, T]));
    expect(printType(r.type)).toBe("#3(=2, ⊤)");
  });

  it("strings: same length and contents, or nothing", () => {
    const env = createEnv();
    expect(printType(meet(env, stringOfLength(3), constantString("abc")).type)).toBe('"abc"');
    expect(meet(env, stringOfLength(2), constantString("abc")).type.kind).toBe("bottom");
    expect(meet(env, constantString("abd"), constantString("abc")).type.kind).toBe("bottom");
    expect(meet(env, constantString("abc"), taggedImmediates([0])).type.kind).toBe("bottom");
  });

  it("boxed numbers meet their contents", () => {
    const env = createEnv();
    const a = boxedNumber("naked_float", nakedNumbers("naked_float", [nakedFloat(1), nakedFloat(2)]));
    const b = boxedNumber("naked_float", nakedNumbers("naked_float", [nakedFloat(2), nakedFloat(3)]));
    expect(printType(meet(env, a, b).type)).toBe("box(#2.)");
    expect(meet(env, a, boxedNumber("naked_int32", top("naked_int32"))).type.kind).toBe("bottom");
  });
});

describe("meet through aliases", () => {
  it("meeting a field alias refines the aliased name", () => {
    let env = envWith("x", "y");
    env = addEquation(env, v("x"), fullBlock(0, [eq("y")]));
    env = addEquation(env, v("x"), fullBlock(0, [taggedImmediates([0, 1])]));
    expect(printEnv(env)).toBe("x : (=y)\ny : {0, 1}");
  });

  it("merging two classes meets their types", () => {
    let env = envWith("a", "b");
    env = addEquation(env, v("a"), taggedImmediates([1, 2, 3]));
    env = addEquation(env, v("b"), taggedImmediates([3, 4]));
    const r = meet(env, eq("a"), eq("b"));
    expect(printType(r.type)).toBe("=a");
    expect(printEnv(r.env)).toBe("a : 3\nb : =a");
    expect(proveConstant(r.env, sv("b"))).toEqual(int(3).value);
  });

  it("merging two classes with contradictory types is ⊥", () => {
    let env = envWith("a", "b");
    env = addEquation(env, v("a"), taggedImmediates([1]));
    env = addEquation(env, v("b"), fullBlock(0, []));
    expect(meet(env, eq("a"), eq("b")).env.bottom).toBe(true);
  });

  it("a contradiction deep in a field makes the whole environment ⊥", () => {
    let env = envWith("x", "y", "z");
    env = addEquation(env, v("x"), fullBlock(0, [eq("y")]));
    env = addEquation(env, v("y"), fullBlock(0, [eq("z")]));
    env = addEquation(env, v("z"), eqInt(1));
    expect(addEquation(env, v("x"), fullBlock(0, [fullBlock(0, [eqInt(2)])])).bottom).toBe(true);
    expect(addEquation(env, v("x"), fullBlock(0, [fullBlock(0, [eqInt(1)])])).bottom).toBe(false);
  });

  it("blocks whose fields are aliases merge the fields' classes", () => {
    let env = envWith("p", "q", "a", "b");
    env = addEquation(env, v("p"), fullBlock(0, [eq("a")]));
    env = addEquation(env, v("q"), fullBlock(0, [eq("b")]));
    env = addEquation(env, v("p"), eq("q"));
    expect(printEnv(env)).toBe("p : (=a)\nq : =p\na : ⊤\nb : =a");
  });

  it("terminates on self-referential blocks", () => {
    let env = envWith("x", "y");
    env = addEquation(env, v("x"), fullBlock(0, [eq("x")]));
    env = addEquation(env, v("y"), fullBlock(0, [eq("y")]));
    const r = meet(env, eq("x"), eq("y"));
    expect(r.env.bottom).toBe(false);
    expect(printEnv(r.env)).toBe("x : (=x)\ny : =x");
  });

  it("terminates on mutually recursive closures", () => {
    let env = envWith("f1", "g1", "f2", "g2");
    const set = (self: string, other: string, selfSlot: string, otherSlot: string) =>
      closures({
        functionSlot: fslot(selfSlot),
        functions: new Map([
          [fslot("f"), { codeId: code("code_f"), summary: undefined }],
          [fslot("g"), { codeId: code("code_g"), summary: undefined }],
        ]),
        closures: new Map([[fslot(otherSlot), eq(other)]]),
        valueSlots: new Map([[vslot("env"), eq(self)]]),
      });
    env = addEquation(env, v("f1"), set("f1", "g1", "f", "g"));
    env = addEquation(env, v("g1"), set("g1", "f1", "g", "f"));
    env = addEquation(env, v("f2"), set("f2", "g2", "f", "g"));
    env = addEquation(env, v("g2"), set("g2", "f2", "g", "f"));
    const r = meet(env, eq("f1"), eq("f2"));
    expect(r.env.bottom).toBe(false);
    expect(printBinding(r.env, v("g2"))).toBe("g2 : =g1");
    expect(printBinding(r.env, v("f2"))).toBe("f2 : =f1");
  });

  it("terminates when a closure's value slot is the closure itself", () => {
    let env = envWith("c");
    env = addEquation(env, v("c"), closures({ valueSlots: new Map([[vslot("env0"), closures({})]]) }));
    const e = addEquation(env, v("c"), closures({ valueSlots: new Map([[vslot("env0"), eq("c")]]) }));
    expect(e.bottom).toBe(false);
    expect(printBinding(e, v("c"))).toBe("c : [? {env0 ↦ =c}]");
  });

  it("closures of different function slots are different values", () => {
    const env = createEnv();
    const f = closures({ functionSlot: fslot("f") });
    const g = closures({ functionSlot: fslot("g") });
    expect(meet(env, f, g).type.kind).toBe("bottom");
    expect(meet(env, f, closures({})).type).toEqual(f);
  });

  it("a constant meets the equations on it only to check them", () => {
    const env = envWith("x");
    expect(addEquationOnSimple(env, int(3), taggedImmediates([3, 4])).bottom).toBe(false);
    expect(addEquationOnSimple(env, int(3), taggedImmediates([4])).bottom).toBe(true);
  });

  it("an alias to a constant meets like the constant", () => {
    const env = envWith("x");
    const r = meet(env, alias(int(2), "value"), taggedImmediates([1, 2]));
    expect(printType(r.type)).toBe("=2");
    expect(meet(env, alias(int(2), "value"), taggedImmediates([1])).type.kind).toBe("bottom");
  });
});

describe("extensions", () => {
  it("adding an extension meets each of its equations", () => {
    let env = envWith("a", "b");
    env = addEquation(env, v("a"), taggedImmediates([0, 1]));
    env = addExtension(env, extension([{ name: v("a"), type: taggedImmediates([1, 2]) }, { name: v("b"), type: eq("a") }]));
    expect(printEnv(env)).toBe("a : 1\nb : =a");
  });

  it("a contradictory extension makes the environment ⊥", () => {
    let env = envWith("a");
    env = addEquation(env, v("a"), eqInt(0));
    expect(addExtension(env, extension([{ name: v("a"), type: eqInt(1) }])).bottom).toBe(true);
  });

  it("a case whose extension contradicts the environment is dropped", () => {
    let env = envWith("c", "x");
    env = addEquation(env, v("c"), eqInt(1));
    const cases = variant(
      [
        { value: 0, extension: extension([{ name: v("c"), type: eqInt(0) }]) },
        { value: 1, extension: extension([{ name: v("c"), type: eqInt(1) }]) },
      ],
      [],
      undefined,
    );
    // Stored as given (meeting with ⊤ does no work)...
    env = addEquation(env, v("x"), cases);
    // ...and the dead case goes at the next meet.
    env = addEquation(env, v("x"), anyImmediate());
    expect(printBinding(env, v("x"))).toBe("x : 1");
  });

  it("defining a variable with a type goes through meet", () => {
    let env = envWith("a");
    env = defineVariable(env, v("b"), "value", eq("a"));
    expect(printBinding(env, v("b"))).toBe("b : =a");
  });
});
