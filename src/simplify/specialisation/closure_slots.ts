// A closure argument of a specialised copy passed as its value slots (manual section 21.9.2's
// unboxing of specialised arguments, for closures; the manual's harder `-unbox-closures` example
// of section 21.9.3). A copy made for a closure of known code (`specialise.ts`) calls that code
// directly and usually inlines it, after which the copy uses the closure only to read its value
// slots and to pass it back unchanged to its own recursive calls. Such a copy takes the slots it
// reads instead of the closure, and the call passes their values, known where the closure was
// made: a closure made only to be passed (`map f l` with `f = fun y -> z + y`) is then no longer
// allocated. The copy is rewritten once simplified; nothing else changes in it.
import {
  namedSimple,
  simpleVar,
  simplesOfNode,
  forEachExpr,
  stemOf,
  apply,
  code as makeCode,
  type Apply,
  type Code,
  type Expr,
  type FunctionSlot,
  type Kind,
  type Named,
  type Simple,
  type ValueSlot,
  type Variable,
} from "../../flambda/index.js";
import type { DownwardAcc } from "../env/downward_acc.js";
import { freshen } from "../inlining/freshen.js";

/** A parameter of the copy that is a closure argument, and the slots the call can give. */
export interface ClosureParam {
  /** The position of the argument among the original function's parameters. */
  readonly position: number;
  /** Its position among the copy's parameters. */
  readonly index: number;
  readonly functionSlot: FunctionSlot;
  readonly known: ReadonlySet<ValueSlot>;
}

/** A value slot a copy reads, with the kind of its value. */
interface SlotRead {
  readonly slot: ValueSlot;
  readonly kind: Kind;
}

/** The value slots the copy reads from each closure parameter, in order, when it may take them instead. */
function slotsRead(c: Code, p: ClosureParam): readonly SlotRead[] | undefined {
  const param = c.params[p.index]!.name;
  const read = new Map<ValueSlot, Kind>();
  let mentions = 0;
  let allowed = 0;
  let ok = true;
  forEachExpr(c.body, { intoCode: true }, (e) => {
    for (const x of simplesOfNode(e)) if (x.kind === "var" && x.name === param) mentions++;
    // Static constants are bound outside simplified code; a body that still has some is left alone.
    if (e.kind === "let" && e.bound.kind !== "singleton" && e.bound.kind !== "set_of_closures") ok = false;
    if (e.kind === "let" && e.named.kind === "prim") {
      const prim = e.named.prim;
      if (prim.kind === "unary" && prim.op.kind === "project_value_slot" && prim.arg.kind === "var" && prim.arg.name === param) {
        if (prim.op.from !== p.functionSlot || !p.known.has(prim.op.slot)) ok = false;
        else read.set(prim.op.slot, prim.op.slotKind);
        allowed++;
      }
    } else if (e.kind === "apply" && e.callKind.kind === "direct" && e.callKind.codeId === c.codeId) {
      // A recursive call passes the closure back where it received it (every such call is
      // rewritten to pass the slots there).
      const back = e.args[p.index];
      if (e.callee?.kind !== "var" || e.callee.name !== c.myClosure || back?.kind !== "var" || back.name !== param) ok = false;
      e.args.forEach((x, i) => {
        if (x.kind !== "var" || x.name !== param) return;
        if (i === p.index) allowed++;
        else ok = false;
      });
    }
  });
  if (!ok || mentions !== allowed) return undefined;
  return [...read].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([slot, kind]) => ({ slot, kind }));
}

/**
 * `c` (a simplified copy) rewritten to take the value slots it reads of each closure parameter
 * of `candidates` that it uses for nothing else, with, per original position, the slots it takes
 * in order (none rewritten: `undefined`).
 */
export function passClosureSlots(
  dacc: DownwardAcc,
  c: Code,
  candidates: readonly ClosureParam[],
): { readonly code: Code; readonly slots: ReadonlyMap<number, readonly ValueSlot[]> } | undefined {
  // By the copy's parameter index: the slots read, and the parameter each becomes.
  interface Chosen {
    readonly p: ClosureParam;
    readonly read: readonly SlotRead[];
    readonly vars: ReadonlyMap<ValueSlot, Variable>;
  }
  const chosen = new Map<number, Chosen>();
  for (const p of candidates) {
    const read = slotsRead(c, p);
    if (read === undefined) continue;
    chosen.set(p.index, { p, read, vars: new Map(read.map((r) => [r.slot, dacc.names.variable(stemOf(r.slot))])) });
  }
  if (chosen.size === 0) return undefined;
  const byParam = new Map<string, Chosen>();
  for (const [index, x] of chosen) byParam.set(c.params[index]!.name, x);
  const params = c.params.flatMap((p, i) => {
    const x = chosen.get(i);
    if (x === undefined) return [p];
    return x.read.map((r) => ({ name: x.vars.get(r.slot)!, kind: r.kind }));
  });
  const selfCall = (a: Apply): Expr => {
    if (a.callKind.kind !== "direct" || a.callKind.codeId !== c.codeId) return a;
    const args = a.args.flatMap((x, i): Simple[] => {
      const own = chosen.get(i);
      return own === undefined ? [x] : own.read.map((r) => simpleVar(own.vars.get(r.slot)!));
    });
    return apply({ ...a, args });
  };
  const slotRead = (n: Named): Named => {
    if (n.kind !== "prim" || n.prim.kind !== "unary" || n.prim.op.kind !== "project_value_slot" || n.prim.arg.kind !== "var") return n;
    const own = byParam.get(n.prim.arg.name);
    return own === undefined ? n : namedSimple(simpleVar(own.vars.get(n.prim.op.slot)!));
  };
  const body = freshen(c.body, new Map(), dacc.names, [], selfCall, slotRead, true);
  const { size: _size, ...fields } = c;
  const code = makeCode({ ...fields, params, body });
  const slots = new Map<number, readonly ValueSlot[]>();
  for (const x of chosen.values()) slots.set(x.p.position, x.read.map((r) => r.slot));
  return { code, slots };
}
