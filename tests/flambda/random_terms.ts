// Random IR terms for property tests of the text form: every construct, every primitive, odd
// constants (negative numbers, -0., NaN, infinities, bytes outside ASCII) and attributes. The
// terms are not meant to be well formed, only printable; names are drawn from small pools so
// that they repeat.
import fc from "fast-check";
import {
  allKinds,
  apply,
  applyCont,
  boundBlockLike,
  boundCode,
  boundSetOfClosures,
  boundSingleton,
  boundStatic,
  boundStaticClosures,
  boxedFloat,
  boxedInt32,
  boxedInt64,
  boxedNativeint,
  cCall,
  code,
  contHandler,
  directCall,
  emptyArray,
  functionDecl,
  immutableFloatArray,
  immutableString,
  indirectKnownArity,
  indirectUnknownArity,
  invalid,
  let_,
  letCont,
  letContRec,
  mutableString,
  nakedFloat,
  nakedImmediate,
  nakedInt32,
  nakedInt64,
  nakedNativeint,
  namedPrim,
  namedSetOfClosures,
  namedSimple,
  namedStaticConsts,
  param,
  popTrap,
  pushTrap,
  setOfClosures,
  simpleConst,
  simpleSymbol,
  simpleVar,
  staticBlock,
  staticCode,
  staticSetOfClosures,
  switch_,
  switchArm,
  taggedImmediate,
  valueSlotBinding,
  type BoundStatic,
  type CodeId,
  type Continuation,
  type Expr,
  type FunctionSlot,
  type Kind,
  type Primitive,
  type Simple,
  type StaticConst,
  type Symbol,
  type ValueSlot,
  type Variable,
  unary,
  binary,
  ternary,
  variadic,
  nullary,
} from "../../src/flambda/index.js";
import { makeLocation } from "../../src/common/location.js";
import { allFixedOps } from "../../src/flambda/parser.js";

/** A small deterministic generator driven by a seed (fast-check shrinks the seed). */
class Gen {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 1;
  }
  int(n: number): number {
    // xorshift32
    let x = this.s;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.s = x >>> 0;
    return this.s % n;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)]!;
  }
  chance(p: number): boolean {
    return this.int(1000) < p * 1000;
  }
}

const fixedOps = allFixedOps();

function v(g: Gen): Variable {
  return g.pick(["x", "y_1", "z'", "acc_12", "v_3"]) as Variable;
}
function k(g: Gen): Continuation {
  return g.pick(["k", "k_1", "ret_4", "h_9"]) as Continuation;
}
function sym(g: Gen): Symbol {
  return g.pick(["s", "camlFoo", "camlFoo__x_7"]) as Symbol;
}
function cid(g: Gen): CodeId {
  return g.pick(["code_1", "f_code", "anon_2"]) as CodeId;
}
function fslot(g: Gen): FunctionSlot {
  return g.pick(["f_slot", "g_1"]) as FunctionSlot;
}
function vslot(g: Gen): ValueSlot {
  return g.pick(["x_slot", "env_3"]) as ValueSlot;
}
function kind(g: Gen): Kind {
  return g.chance(0.6) ? "value" : g.pick(allKinds);
}
function float(g: Gen): number {
  return g.pick([0, -0, 1.5, -2.25, NaN, Infinity, -Infinity, 1e21, 5e-324, 0.1, 123456789.123, -1e-7]);
}
function str(g: Gen): string {
  let s = "";
  const n = g.int(6);
  for (let i = 0; i < n; i++) s += String.fromCharCode(g.pick([0, 9, 10, 34, 39, 92, 97, 122, 127, 200, 255, 32]));
  return s;
}

function simple(g: Gen): Simple {
  switch (g.int(8)) {
    case 0:
    case 1:
      return simpleVar(v(g));
    case 2:
      return simpleSymbol(sym(g));
    case 3:
      return simpleConst(taggedImmediate(g.pick([0, 1, -1, 2147483647, -2147483648, 42])));
    case 4:
      return simpleConst(nakedImmediate(g.pick([0, -5, 7])));
    case 5:
      return simpleConst(nakedFloat(float(g)));
    case 6:
      return simpleConst(nakedInt32(g.pick([0, -2147483648, 77])));
    default:
      return g.chance(0.5)
        ? simpleConst(nakedInt64(g.pick([0n, -9223372036854775808n, 9223372036854775807n, 12n])))
        : simpleConst(nakedNativeint(g.pick([0, -1, 99])));
  }
}

function simples(g: Gen, n = g.int(4)): Simple[] {
  return Array.from({ length: n }, () => simple(g));
}

function primitive(g: Gen): Primitive {
  switch (g.int(10)) {
    case 0:
    case 1:
    case 2: {
      const f = g.pick(fixedOps);
      return f.arity === 1 ? unary(f.op, simple(g)) : binary(f.op, simple(g), simple(g));
    }
    case 3:
      return nullary({ kind: "optimised_out", resultKind: kind(g) });
    case 4: {
      const floats = g.chance(0.3);
      const size = g.chance(0.5) ? g.int(5) + 1 : undefined;
      const access = floats
        ? { kind: "naked_floats" as const, size }
        : {
            kind: "values" as const,
            tag: g.chance(0.5) ? g.int(250) : undefined,
            size,
            fieldKind: g.pick(["any_value", "immediate"] as const),
          };
      return g.chance(0.5)
        ? unary({ kind: "block_load", access, field: g.int(4), mutability: g.pick(["immutable", "mutable", "immutable_unique"] as const) }, simple(g))
        : binary({ kind: "block_set", access, field: g.int(4), init: g.pick(["initialization", "assignment"] as const) }, simple(g), simple(g));
    }
    case 5: {
      const arrayKind = g.pick(["immediates", "values", "naked_floats", "generic"] as const);
      switch (g.int(3)) {
        case 0:
          return binary({ kind: "array_load", arrayKind, mutability: g.pick(["immutable", "mutable"] as const) }, simple(g), simple(g));
        case 1:
          return ternary({ kind: "array_set", arrayKind }, simple(g), simple(g), simple(g));
        default:
          return variadic({ kind: "make_array", arrayKind, mutability: g.pick(["immutable", "mutable"] as const) }, simples(g));
      }
    }
    case 6: {
      const width = g.pick([8, 16, 32, 64] as const);
      switch (g.int(3)) {
        case 0:
          return binary({ kind: "string_load", width }, simple(g), simple(g));
        case 1:
          return binary({ kind: "bytes_load", width }, simple(g), simple(g));
        default:
          return ternary({ kind: "bytes_set", width }, simple(g), simple(g), simple(g));
      }
    }
    case 7: {
      const args = simples(g);
      const blockKind = g.chance(0.3)
        ? { kind: "naked_floats" as const }
        : { kind: "values" as const, tag: g.int(250), fieldKinds: args.map(() => g.pick(["any_value", "immediate"] as const)) };
      return variadic({ kind: "make_block", blockKind, mutability: g.pick(["immutable", "mutable", "immutable_unique"] as const) }, args);
    }
    case 8:
      return unary({ kind: "project_value_slot", from: fslot(g), slot: vslot(g), slotKind: kind(g) }, simple(g));
    default:
      return unary({ kind: "project_function_slot", from: fslot(g), to: fslot(g) }, simple(g));
  }
}

function dbg(g: Gen) {
  if (g.chance(0.7)) return [];
  const loc = () =>
    makeLocation(
      g.pick(["a.ml", "dir/b c.ml", ""]),
      { line: g.int(100) + 1, col: g.int(80), offset: g.int(5000) },
      { line: g.int(100) + 1, col: g.int(80), offset: g.int(5000) },
      g.chance(0.2),
    );
  return g.chance(0.8) ? [loc()] : [loc(), loc()];
}

function setOfClosuresOf(g: Gen, n: number) {
  return setOfClosures(
    Array.from({ length: n }, () => functionDecl(fslot(g), cid(g))),
    Array.from({ length: g.int(3) }, () => valueSlotBinding(vslot(g), simple(g), kind(g))),
  );
}

function staticGroup(g: Gen, depth: number): { bindings: BoundStatic[]; consts: StaticConst[] } {
  const bindings: BoundStatic[] = [];
  const consts: StaticConst[] = [];
  const n = g.int(3) + 1;
  for (let i = 0; i < n; i++) {
    switch (g.int(11)) {
      case 0:
      case 1: {
        const c = code({
          codeId: cid(g),
          params: Array.from({ length: g.int(3) }, () => param(v(g), kind(g))),
          returnContinuation: k(g),
          exnContinuation: k(g),
          myClosure: v(g),
          body: expr(g, depth + 1),
          resultArity: Array.from({ length: g.pick([0, 1, 1, 1, 2]) }, () => kind(g)),
          recursive: g.chance(0.3),
          attributes: {
            inline: g.pick(["default", "always", "never", "hint", "available"] as const),
            specialise: g.pick(["default", "always", "never"] as const),
            isAFunctor: g.chance(0.2),
            unrollLimit: g.chance(0.2) ? g.int(5) : undefined,
            local: g.pick(["default", "always", "never"] as const),
            stub: g.chance(0.2),
          },
          ...(g.chance(0.2) ? { size: g.int(100) } : {}),
          dbg: { ...(g.chance(0.5) ? { name: g.pick(["f", "anon fn \"x\""]) } : {}), loc: dbg(g)[0] },
        });
        bindings.push(boundCode(c.codeId));
        consts.push(staticCode(c));
        break;
      }
      case 2: {
        const m = g.int(2) + 1;
        bindings.push(boundStaticClosures(Array.from({ length: m }, () => sym(g))));
        consts.push(staticSetOfClosures(setOfClosuresOf(g, m)));
        break;
      }
      default: {
        bindings.push(boundBlockLike(sym(g)));
        consts.push(
          g.pick([
            () => staticBlock(g.int(250), g.pick(["immutable", "mutable", "immutable_unique"] as const), simples(g)),
            () => boxedFloat(float(g)),
            () => boxedInt32(g.pick([0, -7, 2147483647])),
            () => boxedInt64(g.pick([0n, -1n, 1n << 62n])),
            () => boxedNativeint(g.pick([0, 5])),
            () => immutableFloatArray(Array.from({ length: g.int(3) }, () => float(g))),
            () => emptyArray,
            () => immutableString(str(g)),
            () => mutableString(str(g)),
          ])(),
        );
      }
    }
  }
  return { bindings, consts };
}

function action(g: Gen) {
  const trap = g.pick([
    undefined,
    undefined,
    pushTrap(k(g)),
    popTrap(k(g)),
    popTrap(k(g), g.pick(["regular", "reraise", "notrace"] as const)),
  ]);
  return applyCont(k(g), simples(g), trap);
}

export function expr(g: Gen, depth = 0): Expr {
  const leafOnly = depth > 3;
  switch (leafOnly ? 4 + g.int(4) : g.int(9)) {
    case 0:
    case 1: {
      const r = g.int(3);
      if (r === 0) return let_(boundSingleton(v(g), kind(g)), namedPrim(primitive(g), dbg(g)), expr(g, depth));
      if (r === 1) return let_(boundSingleton(v(g), kind(g)), namedSimple(simple(g)), expr(g, depth));
      const n = g.int(2) + 1;
      return let_(boundSetOfClosures(Array.from({ length: n }, () => v(g))), namedSetOfClosures(setOfClosuresOf(g, n)), expr(g, depth));
    }
    case 2: {
      const { bindings, consts } = staticGroup(g, depth);
      return let_(boundStatic(bindings), namedStaticConsts(consts), expr(g, depth + 1));
    }
    case 3: {
      const handler = () => contHandler(k(g), Array.from({ length: g.int(3) }, () => param(v(g), kind(g))), expr(g, depth + 1), g.chance(0.2));
      return g.chance(0.5)
        ? letCont(handler(), expr(g, depth + 1))
        : letContRec(Array.from({ length: g.int(3) + 1 }, handler), expr(g, depth + 1));
    }
    case 4: {
      const callKind = g.pick([
        () => indirectUnknownArity,
        () => directCall(cid(g), fslot(g)),
        () => indirectKnownArity(Array.from({ length: g.int(3) }, () => kind(g)), Array.from({ length: g.int(3) }, () => kind(g))),
        () => cCall(g.pick(["caml_compare", "caml_foo"]), Array.from({ length: g.int(3) }, () => kind(g)), Array.from({ length: g.int(3) }, () => kind(g))),
      ])();
      return apply({
        callee: callKind.kind === "c_call" ? undefined : simple(g),
        args: callKind.kind === "c_call" ? callKind.paramArity.map(() => simple(g)) : simples(g),
        continuation: g.chance(0.2) ? "never_returns" : k(g),
        exnContinuation: k(g),
        callKind,
        inlined: g.pick([{ kind: "default" }, { kind: "always" }, { kind: "never" }, { kind: "hint" }, { kind: "unroll", count: g.int(4) }] as const),
        dbg: dbg(g),
      });
    }
    case 5:
      return action(g);
    case 6: {
      const values = [...new Set(Array.from({ length: g.int(12) + 1 }, () => g.int(20)))];
      return switch_(simple(g), values.map((n) => switchArm(n, action(g))));
    }
    default:
      return invalid(str(g));
  }
}

export const arbitraryExpr: fc.Arbitrary<Expr> = fc.integer({ min: 1, max: 0x7fffffff }).map((seed) => expr(new Gen(seed)));
