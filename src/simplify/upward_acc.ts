// The upward accumulator (seed 001): what the rebuild has seen below the current point. Here,
// which names occur in the rebuilt term: a `Let` whose variable never occurs is dead, a handler
// parameter that never occurs is unused. The set only grows within a round, so it
// over-approximates (a use inside code removed later still counts): safe, and the next round sees
// the rest.
import type { Simple } from "../flambda/index.js";

export class UpwardAcc {
  /** The names seen so far: uses only ever grow within a round, so whether one was seen is all that counts. */
  private readonly used = new Set<string>();

  use(name: string): void {
    this.used.add(name);
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

  isUsed(name: string): boolean {
    return this.used.has(name);
  }
}
