// The upward accumulator (seed 001): what the rebuild has seen below the current point. Here,
// how many times each name occurs in the rebuilt term: a `Let` whose variable never occurs is
// dead, a handler parameter that never occurs is unused. Counts only grow within a round, so they
// over-approximate (a use inside code removed later still counts): safe, and the next round sees
// the rest.
import type { Simple } from "../flambda/index.js";

export class UpwardAcc {
  private readonly counts = new Map<string, number>();

  use(name: string): void {
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
  }

  useSimple(s: Simple): void {
    if (s.kind !== "const") this.use(s.name);
  }

  useSimples(ss: readonly Simple[]): void {
    for (const s of ss) this.useSimple(s);
  }

  isUsed(name: string): boolean {
    return (this.counts.get(name) ?? 0) > 0;
  }
}
