// Unit tests of the core machinery: unification, the occurs check, generalisation by levels, the
// relaxed value restriction, and the printing of types.
import { describe, expect, it } from "vitest";
import { parseImplementation } from "../../src/syntax/index.js";
import { initialEnvironment, typeImplementation, type TExpression, type TStructureItem } from "../../src/typing/index.js";
import { predefEnv, predefType } from "../../src/typing/predef.js";
import { Namer, typeToString } from "../../src/typing/printtyp.js";
import { render } from "../../src/typing/pretty.js";
import { GENERIC_LEVEL, newType, repr, type Type } from "../../src/typing/types.js";
import {
  beginDef,
  endDef,
  generalize,
  getLevel,
  instance,
  lowerContravariant,
  newTy,
  newVar,
  resetLevel,
  unify,
  UnifyError,
} from "../../src/typing/unify.js";
import { loadStdlib } from "./corpus.js";

const env = predefEnv();
const int = (): Type => predefType("int", [], getLevel());
const str = (): Type => predefType("string", [], getLevel());
const list = (t: Type): Type => predefType("list", [t], getLevel());
const arrow = (a: Type, b: Type, label: "" | `~${string}` | `?${string}` = ""): Type =>
  newTy({
    kind: "Arrow",
    label: label === "" ? { kind: "Nolabel" } : label.startsWith("~") ? { kind: "Labelled", name: label.slice(1) } : { kind: "Optional", name: label.slice(1) },
    arg: label.startsWith("?") ? predefType("option", [a], getLevel()) : a,
    result: b,
  });

describe("unification", () => {
  it("binds variables and checks constructors", () => {
    resetLevel();
    const a = newVar();
    unify(env, list(a), list(int()));
    expect(typeToString(a)).toBe("int");
    expect(() => unify(env, int(), str())).toThrow(UnifyError);
  });

  it("reports the innermost mismatch in its trace", () => {
    resetLevel();
    try {
      unify(env, list(list(int())), list(list(str())));
      expect.unreachable();
    } catch (e) {
      const err = e as UnifyError;
      expect(err.failure.kind).toBe("Clash");
      const last = err.trace[err.trace.length - 1]!;
      expect(typeToString(last.got)).toBe("int");
      expect(typeToString(last.expected)).toBe("string");
    }
  });

  it("fails the occurs check on 'a = 'a list", () => {
    resetLevel();
    const a = newVar();
    try {
      unify(env, a, list(a));
      expect.unreachable();
    } catch (e) {
      expect((e as UnifyError).failure.kind).toBe("Occurs");
    }
  });
});

describe("generalisation by levels", () => {
  it("generalises variables created at a deeper level only", () => {
    resetLevel();
    const outer = newVar();
    beginDef();
    const inner = newVar();
    const t = arrow(inner, outer);
    endDef();
    generalize(t);
    expect(repr(inner).level).toBe(GENERIC_LEVEL);
    expect(repr(outer).level).not.toBe(GENERIC_LEVEL);
    const i1 = instance(t);
    const i2 = instance(t);
    expect(i1).not.toBe(i2);
    // The instance shares the outer (non-generic) variable.
    const d = repr(i1).desc;
    expect(d.kind === "Arrow" && repr(d.result)).toBe(repr(outer));
  });

  it("keeps contravariant variables of expansive definitions weak", () => {
    resetLevel();
    beginDef();
    const a = newVar();
    const b = newVar();
    const t = newTy({ kind: "Tuple", items: [list(a), arrow(b, int())] });
    endDef();
    lowerContravariant(env, t);
    generalize(t);
    expect(repr(a).level).toBe(GENERIC_LEVEL);
    expect(repr(b).level).not.toBe(GENERIC_LEVEL);
  });
});

describe("printing of types", () => {
  it("names variables in order of appearance", () => {
    resetLevel();
    const a = newType({ kind: "Var", name: undefined }, GENERIC_LEVEL);
    const b = newType({ kind: "Var", name: undefined }, GENERIC_LEVEL);
    expect(typeToString(arrow(a, arrow(b, newTy({ kind: "Tuple", items: [b, a] }))))).toBe("'a -> 'b -> 'b * 'a");
  });

  it("prints labels, optional arguments and parentheses", () => {
    resetLevel();
    const unit = predefType("unit", [], 0);
    expect(typeToString(arrow(int(), arrow(unit, int()), "?x"))).toBe("?x:int -> unit -> int");
    expect(typeToString(arrow(arrow(int(), int()), list(newTy({ kind: "Tuple", items: [int(), str()] })), "~f"))).toBe(
      "f:(int -> int) -> (int * string) list",
    );
  });

  it("prints non-generalised variables of a signature as weak", () => {
    resetLevel();
    const w = newVar();
    const namer = new Namer({ names: new Map(), counter: 0 });
    expect(typeToString(list(w), namer)).toBe("'_weak1 list");
  });

  it("breaks long lines as OCaml's Format does", () => {
    const text = render((p) => {
      p.openBox(2);
      p.text("val f :");
      for (let i = 0; i < 12; i++) {
        p.space();
        p.text("int ->");
      }
      p.space();
      p.text("int");
      p.closeBox();
    });
    // What `Format.printf "@[<2>val f :@ int ->@ ...@ int@]"` prints in OCaml.
    expect(text).toBe("val f : int -> int -> int -> int -> int -> int -> int -> int -> int -> int ->\n  int -> int -> int");
  });
});

describe("typed tree", () => {
  const stdlib = loadStdlib();
  const typeProgram = (src: string): readonly TStructureItem[] =>
    typeImplementation(initialEnvironment(stdlib), "T", parseImplementation(src, "t.ml"), { warnings: "", unsafe: false }).tree.items;
  const exprOf = (it: TStructureItem | undefined): TExpression => {
    if (it?.kind !== "Value") throw new Error("not a value");
    return it.bindings[0]!.expr;
  };

  it("numbers constant and non-constant constructors separately", () => {
    const items = typeProgram("type t = A | B of int | C | D of string\nlet x = D \"s\"\nlet y = C");
    const x = exprOf(items[1]);
    const y = exprOf(items[2]);
    expect(x.desc.kind === "Construct" && x.desc.constructor.tag).toEqual({ kind: "Block", index: 1 });
    expect(y.desc.kind === "Construct" && y.desc.constructor.tag).toEqual({ kind: "Constant", index: 1 });
  });

  it("resolves record fields with their index and representation", () => {
    const items = typeProgram("type r = { a : float; b : float }\nlet f r = r.b");
    const f = exprOf(items[1]);
    const body = f.desc.kind === "Function" ? f.desc.cases[0]!.rhs : undefined;
    expect(body?.desc.kind).toBe("Field");
    if (body?.desc.kind === "Field") {
      expect(body.desc.label.index).toBe(1);
      expect(body.desc.label.repr).toBe("Float");
    }
  });

  it("puts labelled arguments in parameter order and fills omitted optionals", () => {
    const items = typeProgram("let f ?(x = 0) ~y ~z () = x + y + z\nlet r = f ~z:1 ~y:2 ()");
    const r = exprOf(items[1]);
    expect(r.desc.kind).toBe("Apply");
    if (r.desc.kind === "Apply") {
      const labels = r.desc.args.map((a) => (a.label.kind === "Nolabel" ? "" : a.label.name));
      expect(labels).toEqual(["x", "y", "z", ""]);
      const x = r.desc.args[0]!;
      expect(x.kind === "Expr" && x.expr.desc.kind === "Construct" && x.expr.desc.constructor.name).toBe("None");
    }
  });

  it("keeps the primitive of an external", () => {
    const items = typeProgram("external id : 'a -> 'a = \"%identity\"\nlet v = id 1");
    const v = exprOf(items[1]);
    const fn = v.desc.kind === "Apply" ? v.desc.func : undefined;
    expect(fn?.desc.kind === "Ident" && fn.desc.value.kind).toEqual({ kind: "Primitive", prims: ["%identity"], arity: 1, attributes: [] });
  });
});
