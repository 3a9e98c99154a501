// The unit's static groups during a round: each static `Let` is numbered on the way down, and
// the symbols and code ids it binds recorded, so that new static constants (specialised copies,
// new code, lifted constants) can be bound in a group where every name they mention is in scope;
// they wait in the round's state (`env/round_state.ts`) until their group is rebuilt on the way
// up, where those something uses are added to it (`takePending`).
import type { BoundStatic, Code, Expr, StaticConst } from "../../flambda/index.js";
import { boundCode, boundStaticClosures, forEachExpr, functionDecl, setOfClosures, staticCode, staticSetOfClosures } from "../../flambda/index.js";
import type { DownwardAcc } from "../env/downward_acc.js";
import type { UpwardAcc } from "../env/upward_acc.js";

/** Numbers a static `Let` group of the unit (on the way down) and records what it binds. */
export function registerStaticGroup(dacc: DownwardAcc, bindings: readonly BoundStatic[], toplevelParent?: number): number {
  const s = dacc.state;
  const g = s.newGroup(toplevelParent);
  for (const b of bindings) {
    if (b.kind === "code") s.bind(b.codeId, g);
    else if (b.kind === "block_like") s.bind(b.symbol, g);
    else for (const sym of b.symbols) s.bind(sym, g);
  }
  return g;
}

/**
 * Whether toplevel group `h` lexically encloses toplevel group `g` (or is `g`): its names are in
 * scope there. A group's number is above those of the groups enclosing it.
 */
export function enclosesGroup(dacc: DownwardAcc, h: number, g: number): boolean {
  const s = dacc.state;
  let x: number | undefined = g;
  while (x !== undefined && x > h) x = s.parentOf(x);
  return x === h;
}

/** The static group of the unit binding a symbol or code id, if the unit binds it. */
export function groupOfName(dacc: DownwardAcc, name: string): number | undefined {
  return dacc.state.groupOfName(name);
}

/** Records that a symbol made during the round (a lifted constant) is bound in group `g`. */
export function registerName(dacc: DownwardAcc, name: string, g: number): void {
  dacc.state.bind(name, g);
}

/** New code to bind in group `g` when it is rebuilt, if something rebuilt by then uses it. */
export function addPendingCode(dacc: DownwardAcc, g: number, c: Code): void {
  dacc.state.addCode(g, c);
}

/**
 * The copies, other new code and lifted constants to add to group `g` as it is rebuilt:
 * bindings and constants, in order. Each is kept when used, and what a kept one names counts as
 * used (a lifted closure names its code, a kept code may name a lifted constant): a work list
 * until nothing more is reached.
 */
export function takePending(dacc: DownwardAcc, g: number, u: UpwardAcc): { bindings: BoundStatic[]; consts: StaticConst[] } | undefined {
  const { copies: list, codes, lifted } = dacc.state.take(g);
  if (list.length === 0 && codes.length === 0 && lifted.length === 0) return undefined;
  const keptCopy = list.map(() => false);
  const keptCode = codes.map(() => false);
  const keptLifted = lifted.map(() => false);
  for (let changed = true; changed; ) {
    changed = false;
    list.forEach((sp, i) => {
      const members = [sp, ...(sp.siblings ?? [])];
      if (keptCopy[i] || !members.some((m) => u.isUsed(m.symbol) || u.isUsed(m.code.codeId))) return;
      keptCopy[i] = changed = true;
      for (const m of members) {
        u.use(m.symbol);
        u.use(m.code.codeId);
        useAllNames(u, m.code.body);
      }
    });
    codes.forEach((c, i) => {
      if (keptCode[i] || !u.isUsed(c.codeId)) return;
      keptCode[i] = changed = true;
      useAllNames(u, c.body);
    });
    lifted.forEach((l, i) => {
      if (keptLifted[i] || !l.symbols.some((sym) => u.isUsed(sym))) return;
      keptLifted[i] = changed = true;
      u.useConstant(l.constant);
    });
  }
  const bindings: BoundStatic[] = [];
  const consts: StaticConst[] = [];
  lifted.forEach((l, i) => {
    if (!keptLifted[i]) return;
    bindings.push(l.binding);
    consts.push(l.constant);
  });
  const kept = list.filter((_sp, i) => keptCopy[i]);
  kept.sort((a, b) => (a.firstRebuilt ?? Infinity) - (b.firstRebuilt ?? Infinity));
  for (const sp of kept) {
    // A group's copies: their codes, then one set of closures for them all.
    const members = [sp, ...(sp.siblings ?? [])];
    for (const m of members) {
      bindings.push(boundCode(m.code.codeId));
      consts.push(staticCode(m.code));
    }
    bindings.push(boundStaticClosures(members.map((m) => m.symbol)));
    consts.push(staticSetOfClosures(setOfClosures(members.map((m) => functionDecl(m.slot, m.code.codeId)))));
  }
  codes.forEach((c, i) => {
    if (!keptCode[i]) return;
    bindings.push(boundCode(c.codeId));
    consts.push(staticCode(c));
  });
  return bindings.length === 0 ? undefined : { bindings, consts };
}

/** Whether a name is one this unit binds (its symbols and code ids carry the unit's prefix). */
export function ofThisUnit(dacc: DownwardAcc, name: string): boolean {
  return name === dacc.unitSymbol || name.startsWith(`${dacc.unitSymbol}__`);
}

/** Marks every name `root` mentions as used (names bound inside it are fresh: harmless). */
function useAllNames(u: UpwardAcc, root: Expr): void {
  forEachExpr(root, { intoCode: true }, (e) => {
    switch (e.kind) {
      case "let":
        u.useNamed(e.named);
        break;
      case "apply":
        if (e.callee !== undefined) u.useSimple(e.callee);
        u.useSimples(e.args);
        if (e.callKind.kind === "direct") u.use(e.callKind.codeId);
        break;
      case "apply_cont":
        u.useSimples(e.args);
        break;
      case "switch":
        u.useSimple(e.scrutinee);
        break;
      case "let_cont":
      case "invalid":
        break;
    }
  });
}
