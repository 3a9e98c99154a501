// Random sequences of what a simplifier does (definitions, equations, aliases, tag relations,
// branches joined at a handler, closed scopes), checking after every step that the environment
// keeps its invariants, that the provers answer without failing, and that joins are upper
// bounds of their uses.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nakedImmediate } from "../../src/flambda/simple.js";
import {
  addAlias,
  addEquation,
  alias,
  canonicalSimple,
  checkInvariants,
  createEnv,
  defineVariable,
  enterClosedScope,
  isDefined,
  isSwitchArmReachable,
  join,
  lessOrEqual,
  printEnv,
  proveBlockField,
  proveConstant,
  proveIsInt,
  recordGetTag,
  storedTypeOf,
  type Type,
  type TypingEnv,
} from "../../src/types/index.js";
import { typeOver } from "./arbitraries.js";
import { sv, v } from "./helpers.js";

const pool = ["m0", "m1", "m2", "m3", "m4", "m5", "m6", "m7"];
const arbT = typeOver(pool, true);
const arbN = fc.constantFrom(...pool);

type Op =
  | { readonly kind: "define"; readonly type: Type }
  | { readonly kind: "equation"; readonly name: string; readonly type: Type }
  | { readonly kind: "alias"; readonly a: string; readonly b: string }
  | { readonly kind: "tag"; readonly block: string; readonly value: number }
  | { readonly kind: "branch"; readonly left: readonly Op[]; readonly right: readonly Op[]; readonly p1: Type; readonly p2: Type }
  | { readonly kind: "closed_scope" };

const leafOp: fc.Arbitrary<Op> = fc.oneof(
  arbT.map((type) => ({ kind: "define" as const, type })),
  fc.tuple(arbN, arbT).map(([name, type]) => ({ kind: "equation" as const, name, type })),
  fc.tuple(arbN, arbN).map(([a, b]) => ({ kind: "alias" as const, a, b })),
  fc.tuple(arbN, fc.integer({ min: 0, max: 2 })).map(([block, value]) => ({ kind: "tag" as const, block, value })),
  fc.constant({ kind: "closed_scope" as const }),
);

const arbOp: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: leafOp },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.array(leafOp, { maxLength: 3 }), fc.array(leafOp, { maxLength: 3 }), arbT, arbT)
      .map(([left, right, p1, p2]) => ({ kind: "branch" as const, left, right, p1, p2 })),
  },
);

interface State {
  env: TypingEnv;
  next: number;
}

function fresh(st: State, stem: string): string {
  // Random types mention only the pool, which is defined first: a type never mentions a name
  // before its definition (names are unique), as in a real program.
  const name = st.next < pool.length ? pool[st.next]! : `${stem}${st.next}`;
  st.next++;
  return name;
}

function check(env: TypingEnv): void {
  expect(checkInvariants(env), printEnv(env)).toEqual([]);
  env.bindings.forEach((b, n) => {
    const s = b.isSymbol ? ({ kind: "symbol", name: n } as const) : sv(n);
    proveConstant(env, s);
    proveBlockField(env, s, 0);
    proveIsInt(env, s);
    canonicalSimple(env, s);
    isSwitchArmReachable(env, s, 0);
  });
}

function apply(st: State, op: Op): void {
  const env = st.env;
  switch (op.kind) {
    case "define":
      st.env = defineVariable(env, v(fresh(st, "d")), "value", op.type);
      return;
    case "equation":
      st.env = addEquation(env, v(op.name), op.type);
      return;
    case "alias":
      if (isDefined(env, v(op.a)) && isDefined(env, v(op.b))) st.env = addAlias(env, sv(op.a), sv(op.b), "value");
      return;
    case "tag": {
      if (!isDefined(env, v(op.block))) return;
      const t = fresh(st, "t");
      let e = defineVariable(env, v(t), "naked_immediate");
      e = recordGetTag(e, v(t), sv(op.block));
      st.env = addEquation(e, v(t), alias({ kind: "const", value: nakedImmediate(op.value) }, "naked_immediate"));
      return;
    }
    case "closed_scope":
      st.env = enterClosedScope(env);
      return;
    case "branch": {
      const ancestor = env;
      const p = fresh(st, "p");
      const side = (ops: readonly Op[], pt: Type): TypingEnv => {
        const s: State = { env: ancestor, next: st.next };
        for (const o of ops) {
          if (s.env.bottom) break;
          apply(s, o);
        }
        st.next = Math.max(st.next, s.next);
        if (s.env.bottom) return s.env;
        const withP = defineVariable(s.env, v(p), "value");
        const typed = addEquation(withP, v(p), pt);
        return typed.bottom ? withP : typed;
      };
      const u1 = side(op.left, op.p1);
      const u2 = side(op.right, op.p2);
      const j = join(ancestor, [u1, u2], [v(p)]);
      if (!j.bottom) {
        // Each live use is below the join, on the ancestor's names and the parameter.
        for (const u of [u1, u2]) {
          if (u.bottom) continue;
          for (const n of [...pool.filter((x) => isDefined(ancestor, v(x))), p]) {
            const tj = storedTypeOf(j, v(n))!;
            if (tj.kind === "alias" && tj.simple.kind !== "const" && !isDefined(u, tj.simple.name)) continue;
            expect(lessOrEqual(u, alias(sv(n), "value"), tj), `${n}\n${printEnv(u)}\n--\n${printEnv(j)}`).toBe(true);
          }
        }
      }
      st.env = j;
      return;
    }
    default: {
      const never: never = op;
      return never;
    }
  }
}

describe("random sequences of operations", () => {
  it("keep the environment well formed, the provers total and joins above their uses", () => {
    fc.assert(
      fc.property(fc.array(arbOp, { minLength: 1, maxLength: 12 }), (ops) => {
        const st: State = { env: createEnv(), next: 0 };
        for (let i = 0; i < pool.length; i++) st.env = defineVariable(st.env, v(fresh(st, "m")), "value");
        for (const op of ops) {
          if (st.env.bottom) break;
          apply(st, op);
          check(st.env);
        }
      }),
      { numRuns: Number(process.env["TYPES_PROPERTY_RUNS"] ?? 300) },
    );
  });
});
