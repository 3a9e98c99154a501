// Soundness against a concrete semantics: for types that mention no names, a run-time value
// admitted by both inputs of a meet is admitted by the meet (meet never claims more than is
// true), and a value admitted by either input of a join is admitted by the join.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createEnv, joinTypesInEnv, meet, printType, top, type BlockShape, type Type } from "../../src/types/index.js";
import { mapChildren } from "../../src/types/type_traversal.js";
import { arbType } from "./arbitraries.js";

type Value =
  | { readonly kind: "int"; readonly n: number }
  | { readonly kind: "block"; readonly tag: number; readonly fields: readonly Value[] }
  | { readonly kind: "string"; readonly s: string }
  | { readonly kind: "boxed_float"; readonly x: number };

const arbValue: fc.Arbitrary<Value> = fc.letrec<{ value: Value }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.integer({ min: 0, max: 4 }).map((n) => ({ kind: "int" as const, n })),
    fc
      .record({ tag: fc.integer({ min: 0, max: 3 }), fields: fc.array(tie("value"), { maxLength: 3 }) })
      .map(({ tag, fields }) => ({ kind: "block" as const, tag, fields })),
    fc.constantFrom("ab", "cd", "zz", "xyz").map((s) => ({ kind: "string" as const, s })),
    fc.constantFrom(0, 1.5, 3, 7).map((x) => ({ kind: "boxed_float" as const, x })),
  ),
})).value;

/** The type without aliases to names (replaced by ⊤), so that it can be read without an environment. */
function closed(t: Type): Type {
  if (t.kind === "alias") return t.simple.kind === "const" ? t : top(t.ofKind);
  return mapChildren(t, { type: closed, extension: (e) => e });
}

function admitsShape(b: BlockShape, fields: readonly Value[]): boolean {
  if (b.shape === "full" ? fields.length !== b.fields.length : fields.length < b.fields.length) return false;
  return b.fields.every((f, i) => admits(f, fields[i]!));
}

function admits(t: Type, v: Value): boolean {
  switch (t.kind) {
    case "top":
      return true;
    case "bottom":
      return false;
    case "alias":
      return t.simple.kind === "const" && t.simple.value.kind === "tagged_immediate" && v.kind === "int" && v.n === t.simple.value.value;
    case "naked_numbers":
      return false; // never the type of a value
    case "variant":
      if (v.kind === "int") return t.immediates === "any" || t.immediates.some((c) => c.value === v.n);
      if (v.kind !== "block") return false;
      {
        const c = t.blocks.find((b) => b.tag === v.tag);
        if (c !== undefined) return admitsShape(c.block, v.fields);
        return t.otherTags !== undefined && admitsShape(t.otherTags, v.fields);
      }
    case "closures":
      return false;
    case "string":
      return v.kind === "string" && v.s.length === t.length && (t.contents === undefined || t.contents === v.s);
    case "boxed_number":
      return (
        v.kind === "boxed_float" &&
        t.numberKind === "naked_float" &&
        (t.contents.kind === "top" || (t.contents.kind === "naked_numbers" && t.contents.values.some((c) => c.value === v.x)))
      );
    default: {
      const never: never = t;
      return never;
    }
  }
}

const runs = { numRuns: Number(process.env["TYPES_PROPERTY_RUNS"] ?? 1000) };

describe("soundness against run-time values", () => {
  it("a value both inputs admit, the meet admits", () => {
    fc.assert(
      fc.property(arbType.map(closed), arbType.map(closed), arbValue, (a, b, v) => {
        fc.pre(admits(a, v) && admits(b, v));
        const r = meet(createEnv(), a, b);
        expect(admits(r.type, v), `${printType(a)} ⊓ ${printType(b)} = ${printType(r.type)}`).toBe(true);
      }),
      runs,
    );
  });

  it("a value either input admits, the join admits", () => {
    fc.assert(
      fc.property(arbType.map(closed), arbType.map(closed), arbValue, (a, b, v) => {
        fc.pre(admits(a, v) || admits(b, v));
        const j = joinTypesInEnv(createEnv(), a, b);
        expect(admits(j, v), `${printType(a)} ⊔ ${printType(b)} = ${printType(j)}`).toBe(true);
      }),
      runs,
    );
  });
});
