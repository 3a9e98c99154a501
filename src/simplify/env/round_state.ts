// What a round adds to the unit on its way down, beyond the term it rebuilds (Flambda 2 keeps
// the like in its downward accumulator, `dacc`): the static groups of the unit and the names each
// binds, the specialised copies made and the other new code and lifted constants waiting to be
// bound in a group as it is rebuilt, and the inlining report's entries and the warnings.
//
// It is one value, held by the downward accumulator (`DownwardAcc.state`). A search whose work
// may be thrown away (a speculative inlining, an attempt at a specialised copy) runs on a layer
// of its own over the state (`layer`): what it adds goes to the layer, what it reads is looked up
// through the layers. Adopting the search merges its layer into the one below (`adopt`);
// discarding it drops the layer, and with it every group, copy, constant, report entry and
// warning the search made, in one step.
import type { Diagnostic } from "../../common/diagnostic.js";
import type { Code } from "../../flambda/index.js";
import type { InliningReportEntry } from "../inlining/inlining_report.js";
import type { Lifted } from "../lifting/lifted.js";
import type { Specialised } from "../specialisation/specialised.js";

/** Appends `x` to the list of `key` in `m`. */
function push<K, V>(m: Map<K, V[]>, key: K, x: V): void {
  const list = m.get(key);
  if (list === undefined) m.set(key, [x]);
  else list.push(x);
}

/** Appends the elements of `from` to `to` (a loop: a spread of a long list would overflow the stack). */
function append<V>(to: V[], from: readonly V[]): void {
  for (const x of from) to.push(x);
}

/** Moves every list of `from` to the end of the same key's list in `to`. */
function appendAll<K, V>(to: Map<K, V[]>, from: ReadonlyMap<K, V[]>): void {
  for (const [key, list] of from) {
    const mine = to.get(key);
    if (mine === undefined) to.set(key, list);
    else append(mine, list);
  }
}

export class RoundState {
  /** The inlining report's entries, in order. */
  readonly report: InliningReportEntry[] = [];
  readonly warnings: Diagnostic[] = [];
  /** The static group (numbered in order of the downward pass) binding each symbol and code id of the unit. */
  private readonly groupOf = new Map<string, number>();
  /** The number the next static group registered gets. */
  private nextGroup: number;
  /** For a toplevel group, the toplevel group lexically enclosing it (none for the outermost). */
  private readonly toplevelParent = new Map<number, number>();
  /** The specialised copies made for each group, bound when it is rebuilt if a surviving call uses them. */
  private readonly pending = new Map<number, Specialised[]>();
  /** Other new code to bind in each group when it is rebuilt, if used (`unbox_closure_vars.ts`). */
  private readonly pendingCodes = new Map<number, Code[]>();
  /** The constants lifted into each group, bound when it is rebuilt if used (`lift_constants.ts`). */
  private readonly lifted = new Map<number, Lifted[]>();
  /** The copies made, by code and arguments, reused by later calls with the same. */
  private readonly made = new Map<string, Specialised>();

  private constructor(private readonly below: RoundState | undefined) {
    this.nextGroup = below === undefined ? 0 : below.nextGroup;
  }

  /** The state of a round before anything is simplified. */
  static start(): RoundState {
    return new RoundState(undefined);
  }

  /** A layer over this state for a search that may be discarded (see the top of the file). */
  layer(): RoundState {
    return new RoundState(this);
  }

  /** Merges `top`, a layer made over this state and nothing since, into it. */
  adopt(top: RoundState): void {
    if (top.below !== this) throw new Error("simplify: adopting a layer that is not over this state");
    append(this.report, top.report);
    append(this.warnings, top.warnings);
    for (const [name, g] of top.groupOf) this.groupOf.set(name, g);
    this.nextGroup = top.nextGroup;
    for (const [g, h] of top.toplevelParent) this.toplevelParent.set(g, h);
    appendAll(this.pending, top.pending);
    appendAll(this.pendingCodes, top.pendingCodes);
    appendAll(this.lifted, top.lifted);
    for (const [key, copy] of top.made) this.made.set(key, copy);
  }

  /** Numbers a new static group, enclosed by toplevel group `toplevelParent` if given. */
  newGroup(toplevelParent: number | undefined): number {
    const g = this.nextGroup++;
    if (toplevelParent !== undefined) this.toplevelParent.set(g, toplevelParent);
    return g;
  }

  /** Records that group `g` binds `name` (a symbol or a code id). */
  bind(name: string, g: number): void {
    this.groupOf.set(name, g);
  }

  /** The static group binding `name`, if the unit binds it. */
  groupOfName(name: string): number | undefined {
    for (let s: RoundState | undefined = this; s !== undefined; s = s.below) {
      const g = s.groupOf.get(name);
      if (g !== undefined) return g;
    }
    return undefined;
  }

  /** The toplevel group lexically enclosing toplevel group `g`, if any. */
  parentOf(g: number): number | undefined {
    for (let s: RoundState | undefined = this; s !== undefined; s = s.below) {
      const h = s.toplevelParent.get(g);
      if (h !== undefined) return h;
    }
    return undefined;
  }

  /** The copy made earlier for `key`, if any. */
  copyMade(key: string): Specialised | undefined {
    for (let s: RoundState | undefined = this; s !== undefined; s = s.below) {
      const c = s.made.get(key);
      if (c !== undefined) return c;
    }
    return undefined;
  }

  /** Records a copy made for `key`, to bind in its group. */
  addCopy(key: string, copy: Specialised): void {
    this.made.set(key, copy);
    push(this.pending, copy.group, copy);
  }

  /** Records that a copy an earlier round made (and bound) serves `key` in this round too: nothing to bind. */
  addEarlierCopy(key: string, copy: Specialised): void {
    this.made.set(key, copy);
  }

  /** The copies made or reused in the round, by key (for the rounds after it; the base state's only). */
  copies(): ReadonlyMap<string, Specialised> {
    if (this.below !== undefined) throw new Error("simplify: the copies of a round are read from its base state");
    return this.made;
  }

  /** Records new code to bind in group `g`. */
  addCode(g: number, c: Code): void {
    push(this.pendingCodes, g, c);
  }

  /** Records a constant lifted into group `g`, and the names it binds there. */
  addLifted(g: number, l: Lifted): void {
    push(this.lifted, g, l);
    for (const s of l.symbols) this.groupOf.set(s, g);
  }

  /** Takes what waits to be bound in group `g`, in the order it was added (the layers below first). */
  take(g: number): { copies: Specialised[]; codes: Code[]; lifted: Lifted[] } {
    const mine = { copies: this.pending.get(g) ?? [], codes: this.pendingCodes.get(g) ?? [], lifted: this.lifted.get(g) ?? [] };
    this.pending.delete(g);
    this.pendingCodes.delete(g);
    this.lifted.delete(g);
    if (this.below === undefined) return mine;
    const under = this.below.take(g);
    append(under.copies, mine.copies);
    append(under.codes, mine.codes);
    append(under.lifted, mine.lifted);
    return under;
  }
}
