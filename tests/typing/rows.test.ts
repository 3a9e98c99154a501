// Unit tests of polymorphic variant rows: the tag hash (OCaml's hash_variant, the run-time value
// of a constant tag), unification of open, closed and bounded rows, and their printing.
import { describe, expect, it } from "vitest";
import { predefEnv, predefType } from "../../src/typing/predef.js";
import { typeToString } from "../../src/typing/printtyp.js";
import { hashVariant, makeField, newVariant } from "../../src/typing/row.js";
import type { RowEntry, Type } from "../../src/typing/types.js";
import { getLevel, newVar, resetLevel, unify, UnifyError } from "../../src/typing/unify.js";

const env = predefEnv();
const int = (): Type => predefType("int", [], getLevel());

const present = (tag: string, arg?: Type): RowEntry => ({ tag, field: makeField({ kind: "Present", arg }) });
const either = (tag: string, args: Type[] = []): RowEntry => ({ tag, field: makeField({ kind: "Either", constant: args.length === 0, args, matched: false }) });
const row = (fields: RowEntry[], closed: boolean): Type => newVariant(fields, newVar(), closed, getLevel());

const failure = (f: () => void): string | undefined => {
  try {
    f();
    return undefined;
  } catch (e) {
    if (e instanceof UnifyError) return e.failure.kind;
    throw e;
  }
};

describe("tag hashes", () => {
  it("are OCaml's hash_variant (values checked against ocamlc)", () => {
    expect(hashVariant("A")).toBe(65);
    expect(hashVariant("B")).toBe(66);
    expect(hashVariant("Zed")).toBe(4498233);
    expect(hashVariant("abcdefghijklmnop")).toBe(-798804216);
  });
});

describe("row unification", () => {
  it("extends an open row with the tags of the other", () => {
    resetLevel();
    const a = row([present("A")], false);
    const b = row([present("B", int())], false);
    unify(env, a, b);
    expect(typeToString(a)).toBe("[> `A | `B of int ]");
  });

  it("refuses a tag a closed row lacks, and two closed rows with no tag in common", () => {
    resetLevel();
    expect(failure(() => unify(env, row([present("B")], false), row([present("A")], true)))).toBe("NoTags");
    expect(failure(() => unify(env, row([present("A")], true), row([present("B")], true)))).toBe("NoIntersection");
  });

  it("makes a possible tag present, and drops the possible tags the other closed row lacks", () => {
    resetLevel();
    const upper = row([either("A"), either("B")], true);
    unify(env, upper, row([present("A")], false));
    expect(typeToString(upper)).toBe("[< `A | `B > `A ]");
    const lower = row([either("A"), either("C")], true);
    unify(env, lower, row([either("A"), either("B")], true));
    expect(typeToString(lower)).toBe("[< `A ]");
    // A tag present on one side that the other, closed, may not have.
    expect(failure(() => unify(env, row([either("A"), either("C")], true), row([present("A"), present("B")], true)))).toBe("NoTags");
  });

  it("keeps the conjunction of the argument types of a possible tag (the expected side's first, as ocamlc prints them)", () => {
    resetLevel();
    const a = row([either("A", [int()])], true);
    unify(env, a, row([either("A", [predefType("string", [], getLevel())])], true));
    expect(typeToString(a)).toBe("[< `A of string & int ]");
  });
});
