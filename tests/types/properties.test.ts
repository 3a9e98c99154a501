// Property-based tests of the lattice operations over random types and environments.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addEquation,
  alias,
  bottom,
  defineVariable,
  join,
  joinTypesInEnv,
  lessOrEqual,
  makeBottom,
  meet,
  printEnv,
  printType,
  storedTypeOf,
  top,
  type Type,
  type TypingEnv,
} from "../../src/types/index.js";
import { arbEnv, arbEquations, arbType, arbTypeOrBottom, envWithEquations, names } from "./arbitraries.js";
import { sv, v } from "./helpers.js";

// A fixed seed, so that the suite gives the same answer at every run; TYPES_PROPERTY_SEED and
// TYPES_PROPERTY_RUNS explore more. Known: rare inputs make the join of a use with itself differ
// from the use, both ways (a block case whose field contradicts its extension dropped as
// impossible; an equation lost): imprecision, not unsoundness (seed 658482041 finds one).
const runs = { numRuns: Number(process.env["TYPES_PROPERTY_RUNS"] ?? 300), seed: Number(process.env["TYPES_PROPERTY_SEED"] ?? 20261128) };

/** Both orders of the comparison, for "equivalent" (up to aliases). */
function equivalent(env: TypingEnv, a: Type, b: Type): boolean {
  return lessOrEqual(env, a, b) && lessOrEqual(env, b, a);
}

function explain(env: TypingEnv, ...ts: Type[]): string {
  return `${printEnv(env)}\n--\n${ts.map(printType).join("\n")}`;
}

describe("meet", () => {
  it("with ⊤ is the identity", () => {
    fc.assert(
      fc.property(arbEnv, arbTypeOrBottom, (env, t) => {
        const r1 = meet(env, t, top("value"));
        const r2 = meet(env, top("value"), t);
        expect(r1.type).toBe(t);
        expect(r2.type).toBe(t);
        if (t.kind !== "bottom") {
          expect(r1.env).toBe(env);
          expect(r2.env).toBe(env);
        }
      }),
      runs,
    );
  });

  it("with ⊥ is ⊥", () => {
    fc.assert(
      fc.property(arbEnv, arbType, (env, t) => {
        expect(meet(env, t, bottom("value")).type.kind).toBe("bottom");
        expect(meet(env, bottom("value"), t).env.bottom).toBe(true);
      }),
      runs,
    );
  });

  it("never loses a constraint: the result is below both inputs", () => {
    fc.assert(
      fc.property(arbEnv, arbType, arbType, (env, a, b) => {
        const r = meet(env, a, b);
        if (r.type.kind === "bottom") return;
        expect(lessOrEqual(r.env, r.type, a), explain(r.env, r.type, a)).toBe(true);
        expect(lessOrEqual(r.env, r.type, b), explain(r.env, r.type, b)).toBe(true);
      }),
      runs,
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(arbEnv, arbType, (env, t) => {
        const r = meet(env, t, t);
        if (r.type.kind === "bottom") return;
        expect(equivalent(r.env, r.type, t), explain(r.env, r.type, t)).toBe(true);
        // Meeting again teaches nothing new.
        const again = meet(r.env, r.type, t);
        expect(again.type.kind).not.toBe("bottom");
        expect(equivalent(again.env, again.type, r.type)).toBe(true);
      }),
      runs,
    );
  });

  it("is commutative up to aliases", () => {
    fc.assert(
      fc.property(arbEnv, arbType, arbType, (env, a, b) => {
        const r1 = meet(env, a, b);
        const r2 = meet(env, b, a);
        expect(r1.type.kind === "bottom").toBe(r2.type.kind === "bottom");
        if (r1.type.kind === "bottom") return;
        expect(equivalent(r1.env, r1.type, r2.type), explain(r1.env, r1.type, r2.type)).toBe(true);
        expect(equivalent(r2.env, r1.type, r2.type), explain(r2.env, r1.type, r2.type)).toBe(true);
        for (const n of names) {
          const t1 = storedTypeOf(r1.env, v(n))!;
          const t2 = storedTypeOf(r2.env, v(n))!;
          expect(equivalent(r1.env, t1, t2), `${n}\n${explain(r1.env, t1, t2)}`).toBe(true);
        }
      }),
      runs,
    );
  });

  it("adding an equation refines the name's type", () => {
    fc.assert(
      fc.property(arbEnv, fc.constantFrom(...names), arbType, (env, n, t) => {
        const e = addEquation(env, v(n), t);
        if (e.bottom) return;
        const now = alias(sv(n), "value");
        expect(lessOrEqual(e, now, t), explain(e, now, t)).toBe(true);
        expect(lessOrEqual(e, now, storedTypeOf(env, v(n))!)).toBe(true);
      }),
      runs,
    );
  });
});

describe("join of types", () => {
  it("is an upper bound of its inputs", () => {
    fc.assert(
      fc.property(arbEnv, arbType, arbType, (env, a, b) => {
        const j = joinTypesInEnv(env, a, b);
        expect(lessOrEqual(env, a, j), explain(env, a, j)).toBe(true);
        expect(lessOrEqual(env, b, j), explain(env, b, j)).toBe(true);
      }),
      runs,
    );
  });

  it("with ⊥ is the identity", () => {
    fc.assert(
      fc.property(arbEnv, arbType, (env, t) => {
        const j = joinTypesInEnv(env, t, bottom("value"));
        expect(equivalent(env, j, t), explain(env, j, t)).toBe(true);
        expect(equivalent(env, joinTypesInEnv(env, bottom("value"), t), t)).toBe(true);
      }),
      runs,
    );
  });

  it("is commutative", () => {
    fc.assert(
      fc.property(arbEnv, arbType, arbType, (env, a, b) => {
        expect(equivalent(env, joinTypesInEnv(env, a, b), joinTypesInEnv(env, b, a))).toBe(true);
      }),
      runs,
    );
  });
});

describe("join of environments", () => {
  const arbBranches = fc.tuple(arbEnv, arbEquations, arbEquations, arbType, arbType);

  it("is an upper bound of every use (each use's types are below the join's)", () => {
    fc.assert(
      fc.property(arbBranches, ([ancestor, eqs1, eqs2, p1, p2]) => {
        // Each use binds the continuation's parameter p to a different type.
        const use = (eqs: typeof eqs1, p: Type): TypingEnv => {
          const e = envWithEquations(ancestor, eqs);
          const withP = addEquation(defineVariable(e, v("p"), "value"), v("p"), p);
          return withP.bottom ? defineVariable(e, v("p"), "value") : withP;
        };
        const u1 = use(eqs1, p1);
        const u2 = use(eqs2, p2);
        const j = join(ancestor, [u1, u2], [v("p")]);
        expect(j.bottom).toBe(false);
        for (const n of [...names, "p"]) {
          const tj = storedTypeOf(j, v(n))!;
          for (const u of [u1, u2]) {
            const tu = storedTypeOf(u, v(n))!;
            expect(lessOrEqual(u, tu, tj), `${n}\n${printEnv(u)}\n--\n${printEnv(j)}`).toBe(true);
          }
        }
      }),
      runs,
    );
  });

  it("ignores unreachable uses", () => {
    fc.assert(
      fc.property(arbEnv, arbEquations, (ancestor, eqs) => {
        const u = envWithEquations(ancestor, eqs);
        expect(join(ancestor, [u, makeBottom(ancestor)])).toBe(u);
        expect(join(ancestor, [makeBottom(u), u])).toBe(u);
        expect(join(ancestor, [makeBottom(u)]).bottom).toBe(true);
      }),
      runs,
    );
  });

  it("joining a use with itself keeps what it knows", () => {
    fc.assert(
      fc.property(arbEnv, arbEquations, (ancestor, eqs) => {
        const u = envWithEquations(ancestor, eqs);
        const j = join(ancestor, [u, u]);
        for (const n of names) {
          const tu = storedTypeOf(u, v(n))!;
          const tj = storedTypeOf(j, v(n))!;
          expect(lessOrEqual(u, tu, tj)).toBe(true);
        }
      }),
      runs,
    );
  });
});
