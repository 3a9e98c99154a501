// The upward accumulator (seed 001): what the rebuild has seen below the current point. Here,
// which names occur in the rebuilt term: a `Let` whose variable never occurs is dead, a handler
// parameter that never occurs is unused. The set only grows within a round, so it
// over-approximates (a use inside code removed later still counts): safe, and the next round sees
// the rest. The one use taken back is the jump of a handler that is shortcut.
import { assertNever } from "../../common/assert_never.js";
import { primitiveArgs, type Named, type SetOfClosures, type Simple, type StaticConst } from "../../flambda/index.js";

export class UpwardAcc {
  /** The simples seen so far: uses only ever grow within a round, so whether one was seen is all that counts. */
  private readonly used = new Set<string>();
  /**
   * How many times each continuation, code id or symbol was named by `use`: a jump in a handler
   * that is shortcut (its uses go to its target) is taken back (`unuse`), so that the target
   * goes if nothing else jumps to it.
   */
  private readonly counts = new Map<string, number>();

  use(name: string): void {
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
  }

  /** Takes back one `use` of the name, made by code that is not in the rebuilt term. */
  unuse(name: string): void {
    const n = this.counts.get(name);
    if (n !== undefined && n > 0) this.counts.set(name, n - 1);
  }

  useSimple(s: Simple): void {
    if (s.kind !== "const") this.used.add(s.name);
  }

  useSimples(ss: readonly Simple[]): void {
    for (let i = 0; i < ss.length; i++) {
      const s = ss[i]!;
      if (s.kind !== "const") this.used.add(s.name);
    }
  }

  /** What a defining expression names: its simples, and the code of the sets of closures it makes. */
  useNamed(n: Named): void {
    switch (n.kind) {
      case "simple":
        this.useSimple(n.simple);
        return;
      case "prim":
        this.useSimples(primitiveArgs(n.prim));
        return;
      case "set_of_closures":
        this.useSet(n.set);
        return;
      case "static_consts":
        for (const c of n.consts) this.useConstant(c);
        return;
      default:
        assertNever(n);
    }
  }

  /** What a static constant names (code bodies count their own names when rebuilt). */
  useConstant(c: StaticConst): void {
    if (c.kind === "block") this.useSimples(c.fields);
    else if (c.kind === "set_of_closures") this.useSet(c.set);
  }

  useSet(set: SetOfClosures): void {
    for (const d of set.functionDecls) this.used.add(d.codeId);
    for (const v of set.valueSlots) this.useSimple(v.value);
  }

  isUsed(name: string): boolean {
    return this.used.has(name) || (this.counts.get(name) ?? 0) > 0;
  }
}
