// fast-check generators of types and environments over a small set of names, so that random
// types often mention the same names (aliases, merges, cycles through fields).
import fc from "fast-check";
import { nakedFloat } from "../../src/flambda/simple.js";
import {
  addEquation,
  alias,
  boxedNumber,
  closures,
  constantString,
  createEnv,
  defineVariable,
  emptyExtension,
  extension,
  nakedNumbers,
  stringOfLength,
  top,
  bottom,
  variant,
  type BlockCase,
  type BlockShape,
  type Type,
  type TypingEnv,
  type TypingEnvExtension,
} from "../../src/types/index.js";
import { code, fslot, int, sv, v, vslot } from "./helpers.js";

export const names = ["n0", "n1", "n2", "n3", "n4", "n5"];

function arbShape(field: fc.Arbitrary<Type>): fc.Arbitrary<BlockShape> {
  return fc.record({
    shape: fc.constantFrom("full" as const, "partial" as const),
    fields: fc.array(field, { maxLength: 2 }),
    extension: fc.constant(emptyExtension),
  });
}

export const arbFloatSet: fc.Arbitrary<Type> = fc
  .uniqueArray(fc.constantFrom(0, 1.5, -2, 3), { minLength: 1, maxLength: 3 })
  .map((xs) => nakedNumbers("naked_float", xs.map(nakedFloat)));

/**
 * Value types of bounded depth, mentioning the given names; with `caseExtensions`, the
 * immediates of variants sometimes carry an extension (`0 with {n1 : =2}`).
 */
export function typeOver(nameList: readonly string[], caseExtensions = false): fc.Arbitrary<Type> {
  const arbName = fc.constantFrom(...nameList);
  const arbCaseExtension: fc.Arbitrary<TypingEnvExtension> = caseExtensions
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constant(emptyExtension) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(arbName, fc.oneof(fc.integer({ min: 0, max: 3 }).map((k) => alias(int(k), "value")), arbName.map((n) => alias(sv(n), "value"))))
            .map(([n, t]) => extension([{ name: v(n), type: t }])),
        },
      )
    : fc.constant(emptyExtension);
  return fc.letrec<{ type: Type }>((tie) => ({
    type: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.constant(top("value")),
      arbName.map((n) => alias(sv(n), "value")),
      fc.integer({ min: 0, max: 3 }).map((k) => alias(int(k), "value")),
      fc.record({
        imms: fc.oneof(
          fc.constant("any" as const),
          fc.uniqueArray(fc.record({ value: fc.integer({ min: 0, max: 3 }), extension: arbCaseExtension }), {
            maxLength: 3,
            selector: (c) => c.value,
          }),
        ),
        blocks: fc.uniqueArray(
          fc.record({ tag: fc.integer({ min: 0, max: 2 }), block: arbShape(tie("type")) }),
          { maxLength: 2, selector: (c: BlockCase) => c.tag },
        ),
        other: fc.option(arbShape(tie("type")), { nil: undefined, freq: 4 }),
      }).map(({ imms, blocks, other }) =>
        // A shape for "the other tags" only when no tag is listed: meet cannot say "any tag but
        // these" once a listed tag turns out impossible, and over-approximates there (soundly).
        variant(imms, blocks, blocks.length === 0 ? other : undefined),
      ),
      fc.record({
        slot: fc.option(fc.constantFrom("f", "g"), { nil: undefined }),
        // One code id per slot: two code ids for a slot are taken to be versions of one function,
        // of which meet keeps one.
        codeF: fc.option(fc.constant("code_f"), { nil: undefined }),
        vs: fc.option(tie("type"), { nil: undefined }),
        other: fc.option(tie("type"), { nil: undefined }),
      }).map(({ slot, codeF, vs, other }) =>
        closures({
          functionSlot: slot === undefined ? undefined : fslot(slot),
          functions: codeF === undefined ? new Map() : new Map([[fslot("f"), { codeId: code(codeF), summary: undefined }]]),
          closures: other === undefined ? new Map() : new Map([[fslot("g"), other]]),
          valueSlots: vs === undefined ? new Map() : new Map([[vslot("env0"), vs]]),
        }),
      ),
      fc.oneof(fc.constantFrom("ab", "cd", "xyz").map(constantString), fc.integer({ min: 2, max: 3 }).map(stringOfLength)),
      arbFloatSet.map((c) => boxedNumber("naked_float", c)),
    ),
  })).type;
}

export const arbType: fc.Arbitrary<Type> = typeOver(names, true);

export const arbTypeOrBottom: fc.Arbitrary<Type> = fc.oneof(
  { weight: 9, arbitrary: arbType },
  { weight: 1, arbitrary: fc.constant(bottom("value")) },
);

/** Equations to add to an environment of the names. */
export const arbEquations = fc.array(fc.tuple(fc.constantFrom(...names), arbType), { maxLength: 4 });

export function baseEnv(): TypingEnv {
  let env = createEnv();
  for (const n of names) env = defineVariable(env, v(n), "value");
  return env;
}

/** The environment with the equations that do not make it contradictory. */
export function envWithEquations(base: TypingEnv, eqs: readonly (readonly [string, Type])[]): TypingEnv {
  let env = base;
  for (const [n, t] of eqs) {
    const next = addEquation(env, v(n), t);
    if (!next.bottom) env = next;
  }
  return env;
}

export const arbEnv: fc.Arbitrary<TypingEnv> = arbEquations.map((eqs) => envWithEquations(baseEnv(), eqs));
