// What the body of a recursive function says about specialising it (`specialise.ts`): whether it
// is closed, which parameters its recursive calls pass back unchanged, and which it only takes
// apart. A property of the code, which is immutable, so computed once per code.
import { assertNever } from "../../common/assert_never.js";
import { forEachExpr, primitiveArgs, type Code, type Expr, type Named, type Simple } from "../../flambda/index.js";
import type { UnboxableParam } from "./specialised.js";

/** What the body of a code says about specialising it: which parameters are invariant. */
export interface CodeFacts {
  /** Whether the code reads nothing from its closure (no value slots, no other function of a set). */
  readonly closed: boolean;
  /** Per parameter: passed unchanged, at the same position, to every recursive call of the body. */
  readonly invariant: readonly boolean[];
  readonly recursiveCalls: number;
  /** Per parameter: the block it is always taken apart as, when it can be passed as its fields. */
  readonly unboxable: readonly (UnboxableParam | undefined)[];
}

/** Blocks wider than this are not unboxed (a copy would take too many parameters). */
const maxUnboxedFields = 4;

/** `codeFacts`' answers, a property of the code (which is immutable), not of a round. */
const factsOfCode = new WeakMap<Code, CodeFacts>();

export function codeFacts(c: Code): CodeFacts {
  const known = factsOfCode.get(c);
  if (known !== undefined) return known;
  let closed = true;
  let recursiveCalls = 0;
  const invariant = c.params.map(() => true);
  forEachExpr(c.body, { intoCode: false }, (e) => {
    if (e.kind === "let") {
      if (readsClosure(e.named, c)) closed = false;
    } else if (e.kind === "apply" && e.callKind.kind === "direct" && e.callKind.codeId === c.codeId) {
      recursiveCalls++;
      if (e.args.length !== c.params.length) invariant.fill(false);
      else
        e.args.forEach((a, i) => {
          if (a.kind !== "var" || a.name !== c.params[i]!.name) invariant[i] = false;
        });
    }
  });
  const facts: CodeFacts = { closed, invariant, recursiveCalls, unboxable: unboxableParams(c) };
  factsOfCode.set(c, facts);
  return facts;
}

/** The parameters of `c` that a copy may take unboxed (see `UnboxableParam`). */
function unboxableParams(c: Code): readonly (UnboxableParam | undefined)[] {
  const index = new Map<string, number>();
  c.params.forEach((p, i) => {
    if (p.kind === "value") index.set(p.name, i);
  });
  // undefined: no use seen yet; null: a use other than a field load.
  const shape: (UnboxableParam | undefined | null)[] = c.params.map(() => undefined);
  const refuse = (x: Simple): void => {
    if (x.kind !== "var") return;
    const i = index.get(x.name);
    if (i !== undefined) shape[i] = null;
  };
  forEachExpr(c.body, { intoCode: false }, (e) => {
    switch (e.kind) {
      case "let": {
        const n = e.named;
        const load = n.kind === "prim" ? paramLoad(n, index) : undefined;
        if (load !== undefined) {
          const cur = shape[load.param];
          if (cur === undefined) shape[load.param] = load.shape;
          else if (cur !== null && (cur.tag !== load.shape.tag || cur.size !== load.shape.size)) shape[load.param] = null;
        } else if (n.kind === "prim") primitiveArgs(n.prim).forEach(refuse);
        else if (n.kind === "simple") refuse(n.simple);
        else if (n.kind === "set_of_closures") for (const v of n.set.valueSlots) refuse(v.value);
        else
          for (const k of n.consts) {
            if (k.kind === "block") k.fields.forEach(refuse);
            else if (k.kind === "set_of_closures") for (const v of k.set.valueSlots) refuse(v.value);
          }
        break;
      }
      case "apply": {
        if (e.callee !== undefined) refuse(e.callee);
        const self = e.callKind.kind === "direct" && e.callKind.codeId === c.codeId;
        e.args.forEach((a, j) => {
          if (!(self && a.kind === "var" && index.get(a.name) === j)) refuse(a);
        });
        break;
      }
      case "apply_cont":
        e.args.forEach(refuse);
        break;
      case "switch":
        refuse(e.scrutinee);
        break;
      case "let_cont":
      case "invalid":
        break;
      default:
        assertNever(e);
    }
  });
  // A load at the entry, before any branch, call or effect: every call passes such a block.
  const atEntry = new Set<number>();
  for (let e: Expr = c.body; e.kind === "let"; e = e.body) {
    const load = e.named.kind === "prim" ? paramLoad(e.named, index) : undefined;
    if (load !== undefined) atEntry.add(load.param);
  }
  return shape.map((u, i) => (u !== undefined && u !== null && u.size <= maxUnboxedFields && atEntry.has(i) ? u : undefined));
}

/** When `n` is an immutable load of a known tag and size from one of the parameters (by position in `index`): which, and the block's shape. */
function paramLoad(n: Named, index: ReadonlyMap<string, number>): { param: number; shape: UnboxableParam } | undefined {
  if (n.kind !== "prim") return undefined;
  const p = n.prim;
  if (p.kind !== "unary" || p.op.kind !== "block_load" || p.op.mutability === "mutable" || p.arg.kind !== "var") return undefined;
  const access = p.op.access;
  if (access.kind !== "values" || access.tag === undefined || access.size === undefined) return undefined;
  const param = index.get(p.arg.name);
  return param === undefined ? undefined : { param, shape: { tag: access.tag, size: access.size } };
}

function readsClosure(n: Named, c: Code): boolean {
  if (n.kind !== "prim") return false;
  const p = n.prim;
  if (p.kind !== "unary" || (p.op.kind !== "project_value_slot" && p.op.kind !== "project_function_slot")) return false;
  return primitiveArgs(p).some((a) => a.kind === "var" && a.name === c.myClosure);
}

